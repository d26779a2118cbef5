// Pieces every prompt's component is made of: the instruction, buttons that send an action, the form whose submit
// (Enter) confirms, and the cancel button (Escape).

import type { ComponentChildren } from "preact";
import type { ObjectId, Prompt } from "../../../client-sdk/index.ts";
import { t } from "../i18n.ts";
import type { Of, PromptController } from "./controller.ts";

export interface KindProps<K extends Prompt["kind"]> {
  readonly prompt: Of<K>;
  readonly ui: PromptController;
}

export const INSTRUCTION_ID = "prompt-instruction";

/** The sentence that says what is asked; screen readers hear it when it changes. */
export function Instruction({ children }: { readonly children: ComponentChildren }) {
  return (
    <p class="instruction" id={INSTRUCTION_ID} aria-live="polite">
      {children}
    </p>
  );
}

/** A button that sends an action to the table. */
export function ActButton(props: {
  readonly ui: PromptController;
  readonly action: () => Promise<unknown>;
  readonly class?: string;
  readonly disabled?: boolean;
  readonly label?: string;
  readonly children: ComponentChildren;
}) {
  return (
    <button type="button" class={props.class} disabled={props.disabled} aria-label={props.label} onClick={() => props.ui.act(props.action)}>
      {props.children}
    </button>
  );
}

/** Cancel the cast or activation in progress (732.1): shown when the prompt allows it. */
export function CancelButton({ prompt, ui }: { readonly prompt: Prompt; readonly ui: PromptController }) {
  if (!prompt.cancellable) return null;
  return (
    <ActButton ui={ui} class="secondary cancel" action={() => ui.table.cancel()} label={t("prompt:cancelLabel")}>
      {t("prompt:cancel")}
    </ActButton>
  );
}

/**
 * The choices of a prompt and its confirm button: Enter in any of its fields confirms (unless `canConfirm` is false),
 * Escape cancels when the prompt can be cancelled.
 */
export function ChoiceForm(props: {
  readonly prompt: Prompt;
  readonly ui: PromptController;
  readonly onConfirm: () => Promise<unknown>;
  readonly canConfirm?: boolean;
  readonly children: ComponentChildren;
}) {
  const { prompt, ui } = props;
  return (
    <form
      class="prompt-form"
      aria-labelledby={INSTRUCTION_ID}
      onSubmit={(e) => {
        e.preventDefault();
        if (props.canConfirm !== false) ui.act(props.onConfirm);
      }}
      onKeyDown={(e) => {
        if (e.key !== "Escape" || !prompt.cancellable) return;
        e.preventDefault();
        e.stopPropagation();
        ui.act(() => ui.table.cancel());
      }}
    >
      {props.children}
    </form>
  );
}

/** The one confirm button of a prompt (Enter). */
export function ConfirmButton({ disabled, children }: { readonly disabled?: boolean; readonly children?: ComponentChildren }) {
  return (
    <button type="submit" class="confirm" disabled={disabled} aria-keyshortcuts="Enter">
      {children ?? t("prompt:confirm")}
    </button>
  );
}

/** Mana written with its symbols: {2}{R}{R}. */
export function manaText(amounts: { readonly generic?: number } & Readonly<Record<"W" | "U" | "B" | "R" | "G" | "C", number>>): string {
  return [
    ...(amounts.generic ? [`{${amounts.generic}}`] : []),
    ...(["W", "U", "B", "R", "G", "C"] as const).flatMap((c) => Array.from({ length: amounts[c] }, () => `{${c}}`)),
  ].join("");
}

/** A toggle button for an option the board also offers by a click (so the keyboard reaches it too). */
export function Toggle(props: { readonly pressed: boolean; readonly onToggle: () => void; readonly class?: string; readonly children: ComponentChildren }) {
  return (
    <button type="button" class={`${props.class ?? "toggle"}${props.pressed ? " selected" : ""}`} aria-pressed={props.pressed} onClick={props.onToggle}>
      {props.children}
    </button>
  );
}

/** One button per object the prompt offers, each choosing it (a permanent to keep, a card to sacrifice…). */
export function ObjectChoices({ options, ui }: { readonly options: readonly ObjectId[]; readonly ui: PromptController }) {
  return (
    <div class="choices">
      {options.map((o) => (
        <ActButton key={o} ui={ui} action={() => ui.table.choose(o)}>
          {ui.name(o)}
        </ActButton>
      ))}
    </div>
  );
}

/** A whole number typed in a field, within bounds; null when it isn't one. */
export function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/**
 * One amount among several (damage divided among targets, 601.2d; assigned among blockers, 510.1c), kept as typed in
 * `amounts[index]` so that a half-typed number survives patches; the prompt checks the numbers when it confirms.
 */
export function AmountField(props: {
  readonly amounts: readonly string[];
  readonly index: number;
  readonly setAmounts: (update: (now: readonly string[]) => readonly string[]) => void;
  readonly min: number;
  readonly max?: number;
  readonly children: ComponentChildren;
}) {
  const { amounts, index, setAmounts } = props;
  return (
    <label class="choice">
      {props.children}{" "}
      <input
        class="number"
        type="number"
        min={String(props.min)}
        max={props.max === undefined ? undefined : String(props.max)}
        value={amounts[index]}
        onInput={(e) => {
          const value = e.currentTarget.value;
          setAmounts((now) => now.map((a, j) => (j === index ? value : a)));
        }}
      />
    </label>
  );
}
