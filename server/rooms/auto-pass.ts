// Priority ergonomics, decided on the server: when a player's settings say they don't want to act, the
// table passes priority for them. The rules are unchanged — the player still receives priority (117.3)
// and passes (117.3d); only the click is saved.

import type { PlayerId, Target } from "../../shared/game-types.ts";
import type { PrioritySettings } from "../../shared/protocol.ts";
import { characteristics, type GameState, type Reader } from "../engine/index.ts";

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
  /**
   * The pass was decided from hidden information: public facts alone (the stops, the stack, the player's
   * standing requests) would have stopped the player, and only "nothing to do" — read from the actions
   * their hand allows — passes. Passing at once would tell the others what is in that hand.
   */
  readonly hidden: boolean;
}

export function stackSignature(state: GameState): string {
  return state.stack.map((o) => o.id).join(",");
}

export function passRequest(kind: PassRequest["kind"], state: GameState): PassRequest {
  return { kind, turn: state.turn.number, stack: stackSignature(state) };
}

/** Does a spell or ability on the stack target the player, a permanent they control or a spell they control? */
function targetsPlayer(game: Reader, player: PlayerId): boolean {
  const state = game.state;
  const theirs = (t: Target): boolean =>
    t.kind === "player"
      ? t.id === player
      : state.battlefield.some((p) => p.id === t.id && characteristics(game, p).controller === player) ||
        state.stack.some((o) => o.id === t.id && o.controller === player);
  return state.stack.some((o) => o.controller !== player && o.choices.targets.some((slot) => slot.some(theirs)));
}

/** Should the table pass priority for the player the pending priority prompt is addressed to? */
/** `game` is the engine's reader of the game (frozenReader): control of permanents comes from its object view. */
export function decidePass(game: Reader, settings: PrioritySettings, request: PassRequest | null, context: PassContext): PassDecision {
  const state = game.state;
  const prompt = state.prompt;
  if (prompt?.kind !== "priority") return { pass: false, requestEnded: false, hidden: false };
  const player = prompt.player;
  // A standing request is the player's own instruction, measured against public facts only (the turn, the
  // stack, what targets them): it passes or stops the same whatever their hand holds.
  let requestEnded = false;
  if (request?.kind === "endOfTurn") {
    if (request.turn !== state.turn.number) requestEnded = true;
    else if (targetsPlayer(game, player)) return { pass: false, requestEnded: true, hidden: false };
    else return { pass: true, requestEnded: false, hidden: false };
  } else if (request?.kind === "stackChanges") {
    if (request.stack === stackSignature(state)) return { pass: true, requestEnded: false, hidden: false };
    requestEnded = true;
  }
  if (passesOnPublicFacts(state, settings, context, player)) return { pass: true, requestEnded, hidden: false };

  // Mana abilities alone change nothing worth stopping for: the mana would empty unused (500.5). Which
  // actions there are depends on the player's hand, so this pass is one the others must not see decided.
  const nothingToDo = prompt.actions.every((a) => a.kind === "pass" || a.kind === "activateMana");
  const pass = settings.autoPassWhenNothingToDo && nothingToDo;
  return { pass, requestEnded, hidden: pass };
}

/** The stops and "hold priority", which look only at what everyone sees: would they pass for the player? */
function passesOnPublicFacts(state: GameState, settings: PrioritySettings, context: PassContext, player: PlayerId): boolean {
  // 117.3c: after casting a spell or activating an ability the player receives priority again; passing
  // it at once unless they asked to hold it.
  const top = state.stack.at(-1);
  const justActed = context.actor === player && top !== undefined && top.controller === player && !context.stackBefore.includes(top.id);
  if (justActed) return !settings.holdPriority;

  // Something on the stack: the player looks at it.
  if (state.stack.length > 0) return false;
  const stops = state.turn.active === player ? settings.stops.own : settings.stops.others;
  return !stops.includes(state.turn.step);
}
