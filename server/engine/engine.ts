// The engine's public face: pure functions from a game and an input to the next game and its events,
// or a typed error that leaves the game exactly as it was.

import { gameError, isGameError, type GameError } from "../../shared/errors.ts";
import type { CardRegistry } from "../card-language/card-definition.ts";
import { Draft } from "./kernel/draft.ts";
import type { GameEvent } from "../../shared/events.ts";
import { answer, playerLeaves, startAt, startGame } from "./turn/flow.ts";
import { PROMPT_ACTIVITY, type Answer } from "../../shared/prompt.ts";
import { setUpSandbox, type SandboxSetup } from "./setup/sandbox.ts";
import { setUpGame, validateDeck, type DeckList, type GameConfig } from "./setup/setup.ts";
import type { Format, GameState, ObjectId, PlayerId } from "./kernel/state.ts";
import { checkAnswer, checkShape } from "./procedure/validate.ts";
import { frozenReader } from "./layers/view.ts";

export type Input =
  /** An answer to the pending prompt, which it names by id. */
  | { readonly kind: "answer"; readonly player: PlayerId; readonly promptId: number; readonly answer: unknown }
  /** 104.3a: conceding is allowed at any time, even while another player is deciding. */
  | { readonly kind: "concede"; readonly player: PlayerId }
  /** The player's clock ran out or they did not come back in time: they leave the game and lose it. */
  | { readonly kind: "timeout"; readonly player: PlayerId };

export type Result =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: GameError };

export type SandboxResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[]; readonly labels: Readonly<Record<string, ObjectId>> }
  | { readonly ok: false; readonly error: GameError };

/** A finished or ongoing game, recorded so that it replays exactly. */
export interface GameRecord {
  readonly config: GameConfig;
  readonly inputs: readonly Input[];
}

export interface Engine {
  readonly cards: CardRegistry;
  newGame(config: GameConfig): Result;
  newSandboxGame(setup: SandboxSetup): SandboxResult;
  apply(state: GameState, input: Input): Result;
  validateDeck(deck: DeckList, format: Format): GameError | null;
  /** Plays a record again from its configuration; the state and events are those of the original game. */
  replay(record: GameRecord): Result;
}

export function createEngine(cards: CardRegistry): Engine {
  const engine: Engine = {
    cards,
    newGame(config) {
      const d = setUpGame(cards, config);
      if (isGameError(d)) return { ok: false, error: d };
      startGame(d);
      return { ok: true, state: d.state, events: d.events };
    },
    newSandboxGame(setup) {
      const built = setUpSandbox(cards, setup);
      if (isGameError(built)) return { ok: false, error: built };
      startAt(built.draft);
      return { ok: true, state: built.draft.state, events: built.draft.events, labels: built.labels };
    },
    apply(state, input) {
      const admitted = admit(cards, state, input);
      if ("error" in admitted) return { ok: false, error: admitted.error };
      const d = new Draft(cards, state);
      if (admitted.answer) answer(d, admitted.answer);
      else playerLeaves(d, input.player, input.kind === "concede" ? "conceded" : "timeout");
      return { ok: true, state: d.state, events: d.events };
    },
    validateDeck(deck, format) {
      return validateDeck(cards, deck, format);
    },
    replay(record) {
      let result = engine.newGame(record.config);
      const events: GameEvent[] = [];
      for (const input of record.inputs) {
        if (!result.ok) return result;
        events.push(...result.events);
        const next = engine.apply(result.state, input);
        // A refused input changed nothing when it was first given; it changes nothing now.
        if (next.ok) result = next;
        else result = { ok: true, state: result.state, events: [] };
      }
      if (!result.ok) return result;
      events.push(...result.events);
      return { ok: true, state: result.state, events };
    },
  };
  return engine;
}

/** Why an input can't be taken, or the answer it carries (none for leaving). Checks only; nothing is changed. */
function admit(cards: CardRegistry, state: GameState, input: Input): { error: GameError } | { answer: Answer | null } {
  const error = (e: GameError): { error: GameError } => ({ error: e });
  if (typeof input !== "object" || input === null) return error(gameError("MALFORMED_INPUT", "an input must be an object"));
  if (input.kind !== "answer" && input.kind !== "concede" && input.kind !== "timeout")
    return error(gameError("MALFORMED_INPUT", `unknown input kind ${describeField((input as { kind: unknown }).kind)}`));
  if (!Number.isSafeInteger(input.player) || !state.players[input.player])
    return error(gameError("MALFORMED_INPUT", "`player` must be the index of a player in this game"));
  if (state.result) return error(gameError("GAME_OVER", "the game is over"));
  const pl = state.players[input.player]!;
  if (pl.status !== "playing") return error(gameError("NOT_IN_GAME", `${pl.name} has left the game`, "104.5"));
  if (input.kind !== "answer") return { answer: null };
  const prompt = state.prompt!;
  if (prompt.player !== input.player)
    return error(gameError("NOT_YOUR_DECISION", `the game is waiting for ${state.players[prompt.player]!.name} to ${PROMPT_ACTIVITY[prompt.kind]}`));
  if (input.promptId !== prompt.id)
    return error(gameError("STALE_PROMPT", `that answers prompt ${describeField(input.promptId)}, but the pending prompt is ${prompt.id}`));
  const shaped = checkShape(input.answer);
  if (isGameError(shaped)) return error(shaped);
  const illegal = checkAnswer(frozenReader(state, cards), prompt, shaped);
  return illegal ? error(illegal) : { answer: shaped };
}

/** A field of an input in an error message. String() throws on some values (an object without a prototype). */
function describeField(v: unknown): string {
  return typeof v === "string"
    ? `"${v.length > 40 ? `${v.slice(0, 40)}…` : v}"`
    : typeof v === "number" || typeof v === "bigint" || typeof v === "boolean" || v == null
      ? String(v)
      : `(a ${Array.isArray(v) ? "list" : typeof v})`;
}
