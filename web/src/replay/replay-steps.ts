// A finished game replayed in the browser with the engine's own code: its configuration, then each input of the
// record, one step each. The web may load only server/game.ts of the server, so the engine's types are taken
// from it.

import type { GameRecordResponse } from "../../../shared/protocol.ts";

export type Engine = typeof import("../../../server/game.ts")["engine"];
export type GameState = Extract<ReturnType<Engine["newGame"]>, { ok: true }>["state"];
type GameConfig = Parameters<Engine["newGame"]>[0];
type Input = Parameters<Engine["apply"]>[1];

export interface ReplayStep {
  readonly state: GameState;
  /** The input that led here; null for the game's start. */
  readonly input: Input | null;
  /** The prompt that input answered (its kind), if it was an answer. */
  readonly answered: string | null;
  /** Where this step's own lines begin in the log (the input's lines; for the start, 0). */
  readonly logFrom: number;
  /** How many entries of the log had been written by this step: up to the next input's lines. */
  readonly logCount: number;
}

/** Every step of the game, or the engine's refusal of the record. */
export function replaySteps(engine: Engine, response: GameRecordResponse): ReplayStep[] | string {
  const record = response.record;
  if (!record) return [];
  const inputs = record.inputs as readonly Input[];
  // The server says where each input's lines begin; a step's lines run to the next input's (the last step's to the
  // log's end: the table's notices after the game's end belong to it).
  const starts = response.inputLogStarts ?? [];
  const logEnd = (i: number): number => starts[i] ?? response.log.length;
  const started = engine.newGame(record.config as GameConfig);
  if (!started.ok) return started.error.message;
  const steps: ReplayStep[] = [{ state: started.state, input: null, answered: null, logFrom: 0, logCount: logEnd(0) }];
  for (const [i, input] of inputs.entries()) {
    const before = steps[steps.length - 1]!.state;
    // The record holds the inputs the game accepted, each one step.
    const next = engine.apply(before, input);
    if (!next.ok) return next.error.message;
    const answered = input.kind === "answer" ? (before.prompt?.kind ?? null) : null;
    steps.push({ state: next.state, input, answered, logFrom: logEnd(i), logCount: logEnd(i + 1) });
  }
  return steps;
}
