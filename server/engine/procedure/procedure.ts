// Procedures that stop to ask players, written as straight-line code.
//
// A procedure calls `ctx.ask(...)` whenever it needs a decision. If the answer is already in its
// transcript, `ask` returns it; otherwise the procedure is suspended: the state it reached (for
// example a card moved to the stack, 601.2a) becomes the current state, and the prompt is pending.
// When the answer arrives, the procedure runs again from the snapshot taken when it began, with one
// more answer in its transcript. The engine is deterministic, so the run retraces the same path and
// goes one decision further. Reversing the whole action (601.2, 732.1) is returning to the snapshot.
//
// Stopping — to ask, or to reverse — is done by throwing a Suspension or a Reversal out of the procedure:
// the language carries it up to `execute`, so no code between the question and the procedure's start
// passes a stop along or even sees one.

import type { Draft } from "../kernel/draft.ts";
import type { Answer, PromptBody } from "../../../shared/prompt.ts";
import type { ProcedureCall } from "./procedure-call.ts";
import type { GameState, PlayerId, TranscriptEntry } from "../kernel/state.ts";

/** Thrown by a procedure when the action must be reversed; `rule` says which rule made it impossible. */
export class Reversal {
  readonly reason: string;
  readonly rule: string;
  constructor(reason: string, rule: string) {
    this.reason = reason;
    this.rule = rule;
  }
}

export class Suspension {
  readonly prompt: PromptBody & { readonly player: PlayerId; readonly cancellable: boolean };
  constructor(prompt: Suspension["prompt"]) {
    this.prompt = prompt;
  }
}

/** Why a procedure stops before its end: a question to put to a player, or the action's reversal. */
export type Stop = Suspension | Reversal;

export function isStop(value: unknown): value is Stop {
  return value instanceof Suspension || value instanceof Reversal;
}

/** Thrown when the game ended in the middle of a procedure (a player left and one remains). */
class GameEnded {}

export interface AskOptions {
  /** The player may cancel: the answer "cancel" reverses the procedure. */
  readonly cancellable?: boolean;
}

export class ProcedureContext {
  private next = 0;
  readonly d: Draft;
  private readonly transcript: readonly TranscriptEntry[];
  private readonly onLeave: (d: Draft, entry: Extract<TranscriptEntry, { kind: "left" }>) => void;

  constructor(d: Draft, transcript: readonly TranscriptEntry[], onLeave: ProcedureContext["onLeave"]) {
    this.d = d;
    this.transcript = transcript;
    this.onLeave = onLeave;
  }

  /** Applies the departures of players that happened while the next question was pending (see `ask`). */
  settle(): void {
    for (let entry = this.transcript[this.next]; entry?.kind === "left"; entry = this.transcript[this.next]) {
      this.next++;
      this.onLeave(this.d, entry);
    }
    if (this.d.state.result) throw new GameEnded();
  }

  /**
   * Asks `player` the prompt built by `build` (called only when the question is really put, so its
   * options reflect the state at that moment). Returns undefined if the player has left the game:
   * the caller decides what the rules say then (800.4f–h).
   */
  ask(player: PlayerId, build: () => PromptBody, options: AskOptions = {}): Answer | undefined {
    for (;;) {
      if (this.d.state.result) throw new GameEnded();
      if (this.d.state.players[player]?.status !== "playing") return undefined;
      const entry = this.transcript[this.next];
      // A player who left while this question was pending leaves at this point of the run, one at a time,
      // so the run retraces the original order of events.
      if (entry?.kind === "left") {
        this.next++;
        this.onLeave(this.d, entry);
        continue;
      }
      if (entry) {
        this.next++;
        if (entry.answer.kind === "cancel") throw new Reversal("cancelled by the player", "601.2");
        return entry.answer;
      }
      throw new Suspension({ ...build(), player, cancellable: options.cancellable ?? false });
    }
  }
}

export type Outcome = "completed" | "suspended" | "reversed" | "ended";

export interface ProcedureRun {
  readonly call: ProcedureCall;
  readonly snapshot: GameState;
  readonly transcript: readonly TranscriptEntry[];
  /** The number of the first event its earlier runs didn't deliver (Suspended.delivered). */
  readonly delivered: number;
}

export interface ProcedureHooks {
  /** Runs the procedure; a question or a reversal is thrown out of it. */
  body(ctx: ProcedureContext, call: ProcedureCall): void;
  onLeave(d: Draft, entry: Extract<TranscriptEntry, { kind: "left" }>): void;
  onReversal(d: Draft, run: ProcedureRun, reversal: Reversal): void;
}

/** Runs (or runs again) a procedure on `d`, which must hold `run.snapshot` (Draft.rewind, when it runs again). */
export function execute(d: Draft, run: ProcedureRun, hooks: ProcedureHooks): Outcome {
  const ctx = new ProcedureContext(d, run.transcript, hooks.onLeave);
  let stop: Stop | undefined;
  d.asker = ctx;
  try {
    hooks.body(ctx, run.call);
  } catch (signal) {
    if (signal instanceof GameEnded) return "ended";
    if (!isStop(signal)) throw signal;
    stop = signal;
  } finally {
    d.asker = null;
  }
  if (stop instanceof Suspension) {
    d.state.pending = {
      call: run.call,
      snapshot: run.snapshot,
      transcript: run.transcript,
      delivered: d.state.eventSeq,
    };
    d.state.promptSeq++;
    d.state.prompt = { ...stop.prompt, id: d.state.promptSeq };
    return "suspended";
  }
  if (stop) {
    hooks.onReversal(d, run, stop);
    return "reversed";
  }
  return d.state.result ? "ended" : "completed";
}
