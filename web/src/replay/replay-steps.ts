// A finished game replayed in the browser with the engine's own code: its configuration, then each input of the
// record, one step each. The web may load only server/game.ts of the server, so the engine's types are taken
// from it.

import type { LogEntry } from "../../../client-sdk/index.ts";
import type { GameRecordResponse } from "../../../shared/protocol.ts";

export type Engine = typeof import("../../../server/game.ts")["engine"];
export type GameState = Extract<ReturnType<Engine["newGame"]>, { ok: true }>["state"];
type GameConfig = Parameters<Engine["newGame"]>[0];
type Input = Parameters<Engine["apply"]>[1];
type GameEvent = Extract<ReturnType<Engine["newGame"]>, { ok: true }>["events"][number];

export interface ReplayStep {
  readonly state: GameState;
  /** The input that led here; null for the game's start. */
  readonly input: Input | null;
  /** The prompt that input answered (its kind), if it was an answer. */
  readonly answered: string | null;
  /** How many entries of the log had happened by this step. */
  readonly logCount: number;
}

/**
 * How many log entries each step's events account for. The log holds the events that have a line, in order, so
 * each event is matched to the next event line of the same type; chat and notices come along with the lines
 * around them.
 */
function logCounter(log: readonly LogEntry[]): (events: readonly GameEvent[]) => number {
  let at = 0;
  return (events) => {
    for (const event of events) {
      let next = at;
      while (next < log.length && log[next]!.kind !== "event") next++;
      const entry = log[next];
      if (entry?.kind === "event" && entry.event.type === event.type) at = next + 1;
    }
    return at;
  };
}

/** Every step of the game, or the engine's refusal of the record. */
export function replaySteps(engine: Engine, response: GameRecordResponse): ReplayStep[] | string {
  const record = response.record;
  if (!record) return [];
  const count = logCounter(response.log);
  const started = engine.newGame(record.config as GameConfig);
  if (!started.ok) return started.error.message;
  const steps: ReplayStep[] = [{ state: started.state, input: null, answered: null, logCount: count(started.events) }];
  for (const input of record.inputs as readonly Input[]) {
    const before = steps[steps.length - 1]!.state;
    const next = engine.apply(before, input);
    // A refused input changed nothing when it was given (engine.replay does the same): it is no step.
    if (!next.ok) continue;
    steps.push({ state: next.state, input, answered: input.kind === "answer" ? (before.prompt?.kind ?? null) : null, logCount: count(next.events) });
  }
  // The last step shows the whole log: lines after the game's end (the table's notices) belong to it.
  const last = steps[steps.length - 1]!;
  steps[steps.length - 1] = { ...last, logCount: response.log.length };
  return steps;
}
