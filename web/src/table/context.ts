// What the shell's components share: the table as signals, what the prompt lets a click on an object do, the
// stack item under the pointer (its targets are highlighted on the board) and the toast for what went wrong.

import type { ReadonlySignal, Signal } from "@preact/signals";
import type { StackItemMirror } from "../../../client-sdk/index.ts";
import { errorText } from "../errors/error-text.ts";
import type { TableSignals } from "../table-signals.ts";

/** How an object looks to the prompt now: one to choose, one that can't be chosen now, one chosen… */
export type ObjectRole = "option" | "dimmed" | "selected" | "attacking" | "blocking" | null;

/** The part of the prompt the shell needs: the stack's items are clicked and highlighted like the board's cards. */
export interface PromptActions {
  objectRole(id: number): ObjectRole;
  clickObject(id: number): void;
}

export interface Shell {
  readonly signals: TableSignals;
  readonly prompt: PromptActions;
  /** Bumped when the prompt's local choices change (what is selected), which no patch says. */
  readonly promptVersion: ReadonlySignal<number>;
  readonly hovered: Signal<StackItemMirror | null>;
  readonly report: (message: string) => void;
}

/** A failure's message, for the toast. */
export function messageOf(e: unknown): string {
  return errorText(e);
}
