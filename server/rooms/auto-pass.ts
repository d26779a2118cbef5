// Priority ergonomics, decided on the server: when a player's settings say they don't want to act, the
// table passes priority for them. The rules are unchanged — the player still receives priority (117.3)
// and passes (117.3d); only the click is saved.

import type { PlayerId, Target } from "../../shared/game-types.ts";
import type { PrioritySettings } from "../../shared/protocol.ts";
import type { GameState } from "../engine/state.ts";

/** A standing request to pass, remembered with what it is measured against. */
export interface PassRequest {
  readonly kind: "endOfTurn" | "stackChanges";
  /** The turn it was made in (endOfTurn ends with it). */
  readonly turn: number;
  /** The stack when it was made (stackChanges ends when it differs). */
  readonly stack: string;
}

/** What happened just before this priority: the input that led here. */
export interface PassContext {
  /** The seat whose answer led here; null when none did (the game starting, a timer). */
  readonly actor: PlayerId | null;
  /** The ids of the objects that were on the stack before that answer. */
  readonly stackBefore: readonly number[];
}

export interface PassDecision {
  readonly pass: boolean;
  /** The standing request is over (its turn ended, the stack changed, something targets the player). */
  readonly requestEnded: boolean;
}

export function stackSignature(state: GameState): string {
  return state.stack.map((o) => o.id).join(",");
}

export function passRequest(kind: PassRequest["kind"], state: GameState): PassRequest {
  return { kind, turn: state.turn.number, stack: stackSignature(state) };
}

/** Does a spell or ability on the stack target the player, a permanent they control or a spell they control? */
function targetsPlayer(state: GameState, player: PlayerId): boolean {
  const theirs = (t: Target): boolean =>
    t.kind === "player"
      ? t.id === player
      : state.battlefield.some((p) => p.id === t.id && p.controller === player) || state.stack.some((o) => o.id === t.id && o.controller === player);
  return state.stack.some((o) => o.controller !== player && o.choices.targets.some((slot) => slot.some(theirs)));
}

/** Should the table pass priority for the player the pending priority prompt is addressed to? */
export function decidePass(state: GameState, settings: PrioritySettings, request: PassRequest | null, context: PassContext): PassDecision {
  const prompt = state.prompt;
  if (!prompt || prompt.kind !== "priority") return { pass: false, requestEnded: false };
  const player = prompt.player;
  let requestEnded = false;
  if (request?.kind === "endOfTurn") {
    if (request.turn !== state.turn.number) requestEnded = true;
    else if (targetsPlayer(state, player)) return { pass: false, requestEnded: true };
    else return { pass: true, requestEnded: false };
  } else if (request?.kind === "stackChanges") {
    if (request.stack === stackSignature(state)) return { pass: true, requestEnded: false };
    requestEnded = true;
  }
  const pass = (yes: boolean): PassDecision => ({ pass: yes, requestEnded });

  // Mana abilities alone change nothing worth stopping for: the mana would empty unused (500.5).
  const nothingToDo = prompt.actions.every((a) => a.kind === "pass" || a.kind === "activateMana");
  if (settings.autoPassWhenNothingToDo && nothingToDo) return pass(true);

  // 117.3c: after casting a spell or activating an ability the player receives priority again; passing
  // it at once unless they asked to hold it.
  const top = state.stack.at(-1);
  const justActed = context.actor === player && top !== undefined && top.controller === player && !context.stackBefore.includes(top.id);
  if (justActed) return pass(!settings.holdPriority);

  // Something on the stack: the player looks at it.
  if (state.stack.length > 0) return pass(false);
  const stops = state.turn.active === player ? settings.stops.own : settings.stops.others;
  return pass(!stops.includes(state.turn.step));
}
