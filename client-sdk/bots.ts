// Players that need no person: RandomBot answers every prompt at random (with a seed), for load tests
// and for playing against; ScriptedPlayer answers prompts from a list, for tests that read like a game.

import { RandomAgent } from "../shared/random-agent.ts";
import type { Answer, Prompt, PromptKind } from "../shared/prompt.ts";
import { TableError, toTableError } from "./errors.ts";
import type { Table } from "./table.ts";
import type { TableMirror } from "./state.ts";

export interface RandomBotOptions {
  /** The seed of its choices (the same seed and the same prompts give the same answers). */
  readonly seed?: number;
  /** A moment's thought before each answer: between half and one and a half times this, in ms (default 0). */
  readonly thinkMs?: number;
  /** Called as each answer is sent (load tests time the patch that follows). */
  readonly onAnswer?: (prompt: Prompt, answer: Answer) => void;
}

/** Answers each of its prompts with a random legal answer until the game ends or `stop()`. */
export class RandomBot {
  readonly table: Table;
  private readonly agent: RandomAgent;
  private readonly options: RandomBotOptions;
  private off: (() => void) | null = null;
  private busy = false;
  /** Refusals the server sent back (a random answer is legal, so this stays empty unless something is wrong). */
  readonly errors: TableError[] = [];

  constructor(table: Table, options: RandomBotOptions = {}) {
    this.table = table;
    this.options = options;
    // No cancelling: a bot's reversed cast would only bring back the same decision.
    this.agent = new RandomAgent(options.seed ?? 1, { cancelRate: 0 });
  }

  /** Starts answering; resolves with the final state when the game is over. */
  play(): Promise<TableMirror> {
    this.off = this.table.events.on("prompt", () => void this.act());
    void this.act();
    return this.table.waitFor((s) => s.status === "finished", Number.POSITIVE_INFINITY).finally(() => this.stop());
  }

  /** Answers the pending prompt once, at random. */
  async answerOnce(): Promise<void> {
    const prompt = this.table.prompt;
    if (!prompt) throw new TableError("NO_SUCH_PROMPT", "nothing to answer");
    await this.table.answer(this.agent.answer(prompt));
  }

  stop(): void {
    this.off?.();
    this.off = null;
  }

  private async act(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      let failures = 0;
      // Each answer may bring the next prompt (already in the state when the server replies).
      while (this.off && this.table.prompt && this.table.state.status === "playing") {
        if (this.options.thinkMs) {
          await new Promise((r) => setTimeout(r, this.options.thinkMs! * (0.5 + Math.random())));
          if (!this.off || !this.table.prompt) break;
        }
        const prompt = this.table.prompt;
        const answer = this.agent.answer(prompt);
        try {
          this.options.onAnswer?.(prompt, answer);
          await this.table.answer(answer);
          failures = 0;
        } catch (e) {
          const error = toTableError(e);
          // Too fast for the table's rate limit: slow down and answer again.
          if (error.code === "RATE_LIMITED") await new Promise((r) => setTimeout(r, 250));
          // The game moved on meanwhile (another player's clock, a concession): answer what it asks now.
          else if (error.code === "STALE_PROMPT" || error.code === "NOT_YOUR_DECISION") continue;
          else {
            this.errors.push(error);
            if (++failures >= 3 || error.code === "CONNECTION_FAILED" || error.code === "GAME_OVER") return;
          }
        }
      }
    } finally {
      this.busy = false;
    }
  }
}

/** One scripted step: the kind of prompt expected, and what to do about it. */
export interface ScriptStep {
  readonly expect: PromptKind;
  readonly act: (table: Table, prompt: Prompt) => Promise<void>;
}

/**
 * Answers this player's prompts from a list, in order: each step names the prompt it expects and acts on
 * it with the table's helpers. A prompt of another kind fails the run, naming the step.
 */
export class ScriptedPlayer {
  readonly table: Table;
  private readonly steps: readonly ScriptStep[];

  constructor(table: Table, steps: readonly ScriptStep[]) {
    this.table = table;
    this.steps = steps;
  }

  async run(timeoutMs = 10_000): Promise<void> {
    for (const [i, step] of this.steps.entries()) {
      const prompt = await this.table.nextPrompt(timeoutMs);
      if (!prompt) throw new TableError("GAME_OVER", `step ${i + 1} expects a ${step.expect} prompt, but the game is over`);
      if (prompt.kind !== step.expect)
        throw new TableError("NO_SUCH_PROMPT", `step ${i + 1} expects a ${step.expect} prompt, but the game asks for ${prompt.kind}`);
      await step.act(this.table, prompt);
    }
  }
}

/** A step: `step("priority", (t) => t.cast("Lightning Bolt", { targets: ["Ben"] }))`. */
export function step(expect: PromptKind, act: (table: Table, prompt: Prompt) => Promise<void>): ScriptStep {
  return { expect, act };
}
