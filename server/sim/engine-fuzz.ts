// The engine fuzzer: random games (play.ts's configurations and the random player), and games from sandbox
// positions that reach the rarer prompts, in which every prompt first receives hostile inputs
// (hostile-inputs.ts). It checks the engine's contract (DESIGN.md): no input throws, a refused input
// leaves the state byte-identical and comes with a typed GameError, and an accepted input keeps the
// invariants (invariants.ts). Inputs the engine must refuse but accepts count as invariant violations.

import { ERROR_CODES, isGameError } from "../../shared/errors.ts";
import type { GameEvent } from "../../shared/events.ts";
import { PROMPT_ACTIVITY, type Answer, type Prompt, type PromptKind } from "../../shared/prompt.ts";
import { RandomAgent } from "../../shared/random-agent.ts";
import { nextSimUint32, seedSimRng } from "../../shared/sim-rng.ts";
import type { Engine, Input, Result } from "../engine/index.ts";
import type { GameConfig } from "../engine/index.ts";
import type { GameOptions, GameState } from "../engine/index.ts";
import { checkShape } from "../engine/index.ts";
import { engine as serverEngine } from "../game.ts";
import { emptyCounts, type FuzzCounts } from "./fuzz-counts.ts";
import { HostileInputs, type HostileInput } from "./hostile-inputs.ts";
import { checkInvariants, sandboxConfig, targetHintWatcher } from "./invariants.ts";
import { randomConfig } from "./play.ts";
import { PROMPT_POSITIONS, type PromptPosition } from "./prompt-positions.ts";

/** Every kind of prompt the engine has. */
export const PROMPT_KINDS = Object.keys(PROMPT_ACTIVITY) as PromptKind[];

export interface EngineFuzzOptions {
  readonly seed: number;
  /** Random games, played after the positions (Infinity: until the deadline). */
  readonly games: number;
  /** Stop after this many milliseconds from the call, even in the middle of a game. */
  readonly deadlineMs?: number;
  /** Players in the random games; 2, 3 or 4 at random when absent. */
  readonly players?: 2 | 3 | 4;
  /** The engine under test; the server's by default. */
  readonly engine?: Engine;
  /** Positions played before the random games, each `positionRuns` times (default: PROMPT_POSITIONS once each). */
  readonly positions?: readonly PromptPosition[];
  readonly positionRuns?: number;
  /** Play only this game: every game is seeded on its own, so a failure's game replays alone. */
  readonly only?: number;
  /** Called after each game, e.g. to print progress. */
  readonly onGame?: (report: EngineFuzzReport) => void;
  /** Random games stop at this turn (default 40). */
  readonly turnCap?: number;
  /** Hostile inputs sent before the answer at each prompt (at a priority prompt, half as many). Default 4. */
  readonly perPrompt?: number;
  /** Chance, at each prompt, that some player concedes or times out (104.3a, 800.4a); ten times that in a third of the games. Default 0.001. */
  readonly leaveRate?: number;
}

export type EngineFuzzReport = FuzzCounts & {
  /** Games played, wholly or until the deadline. */
  games: number;
  /** Prompts fuzzed, by kind. */
  readonly promptKinds: Record<string, number>;
};

const KEEP_FAILURES = 20;

export function fuzzEngine(options: EngineFuzzOptions): EngineFuzzReport {
  const engine = options.engine ?? serverEngine;
  const started = Date.now();
  const timeUp = (): boolean => options.deadlineMs !== undefined && Date.now() - started >= options.deadlineMs;
  const report: EngineFuzzReport = { ...emptyCounts(), games: 0, promptKinds: {} };
  const positions = options.positions ?? PROMPT_POSITIONS;
  const positionGames = positions.length * (options.positionRuns ?? 1);
  const end = options.only === undefined ? positionGames + options.games : options.only + 1;
  for (let game = options.only ?? 0; game < end && !timeUp(); game++) {
    const position = game < positionGames ? positions[game % positions.length]! : null;
    new GameFuzz(engine, options, game, position, report, timeUp).play();
    report.games++;
    options.onGame?.(report);
  }
  return report;
}

/** What `apply` was given, written much as in code (NaN, -0, holes, bigints, null prototypes), long strings and lists cut short. */
export function describeValue(v: unknown, depth = 0): string {
  if (depth > 8) return "…";
  if (typeof v === "string") return v.length > 60 ? `${JSON.stringify(v.slice(0, 20))}… (${v.length} characters)` : JSON.stringify(v);
  if (typeof v === "bigint") return `${v}n`;
  if (typeof v === "symbol") return v.toString();
  if (Object.is(v, -0)) return "-0";
  if (typeof v !== "object" || v === null) return String(v);
  if (Array.isArray(v)) {
    const items: string[] = [];
    for (let i = 0; i < Math.min(v.length, 12); i++) items.push(i in v ? describeValue(v[i], depth + 1) : "<hole>");
    return `[${items.join(", ")}${v.length > 12 ? `, … (${v.length} items)` : ""}]`;
  }
  const fields = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${describeValue(x, depth + 1)}`);
  if (Object.getPrototypeOf(v) === null) fields.unshift("__proto__: null");
  return `{ ${fields.join(", ")} }`;
}

/** Where a state holds a value JSON can't carry faithfully (NaN, bigint, a function, a hole, a class instance), or null. */
export function nonJsonValue(v: unknown, path = "state"): string | null {
  switch (typeof v) {
    case "string":
    case "boolean":
      return null;
    case "number":
      return Number.isFinite(v) ? null : `${path} is ${v}`;
    case "undefined":
      return `${path} is undefined`;
    case "object": {
      if (v === null) return null;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          const bad = i in v ? nonJsonValue(v[i], `${path}[${i}]`) : `${path}[${i}] is a hole`;
          if (bad) return bad;
        }
        return null;
      }
      const proto = Object.getPrototypeOf(v) as unknown;
      if (proto !== Object.prototype && proto !== null) return `${path} is not a plain object`;
      for (const [k, x] of Object.entries(v)) {
        // An absent optional field is written as undefined in places; JSON drops it, which is harmless.
        if (x === undefined) continue;
        const bad = nonJsonValue(x, `${path}.${k}`);
        if (bad) return bad;
      }
      return null;
    }
    default:
      return `${path} is a ${typeof v}`;
  }
}

/** An exception, with the top of its stack: where the engine threw. */
function describeError(e: unknown): string {
  return e instanceof Error ? (e.stack ?? e.message).split("\n").slice(0, 4).join(" ← ") : describeValue(e);
}

/** An accepted input as the engine took it: its answer without the junk it may carry besides (checkShape drops it). */
function asTaken(input: Input): Input {
  if (input.kind !== "answer") return input;
  const shaped = checkShape(input.answer);
  return { kind: "answer", player: input.player, promptId: input.promptId, answer: isGameError(shaped) ? null : shaped };
}

/** Fills `target` with junk wherever it holds an array or an object, to see whether the state shares it. */
function scramble(target: unknown, depth = 0): void {
  if (depth > 6 || typeof target !== "object" || target === null || Object.isFrozen(target)) return;
  for (const x of Object.values(target)) scramble(x, depth + 1);
  if (Array.isArray(target)) target.push(-12345);
  else (target as Record<string, unknown>).scrambled = true;
}

class GameFuzz {
  private readonly engine: Engine;
  private readonly report: EngineFuzzReport;
  private readonly timeUp: () => boolean;
  private readonly hostile: HostileInputs;
  private readonly agent: RandomAgent;
  private readonly label: string;
  private readonly turnCap: number;
  private readonly perPrompt: number;
  private readonly leaveRate: number;
  private readonly position: PromptPosition | null;
  private readonly players: number;
  private readonly configSeed: number;
  /** The game's options: the older mulligan rule and mana burn now and then. */
  private readonly options: Partial<GameOptions>;
  private config: GameConfig | null = null;
  private readonly targetHints = targetHintWatcher();

  constructor(engine: Engine, options: EngineFuzzOptions, game: number, position: PromptPosition | null, report: EngineFuzzReport, timeUp: () => boolean) {
    this.engine = engine;
    this.report = report;
    this.timeUp = timeUp;
    this.position = position;
    const rng = seedSimRng(Math.imul(options.seed, 0x9e3779b1) ^ Math.imul(game + 1, 0x85ebca6b));
    this.hostile = new HostileInputs(rng);
    this.agent = new RandomAgent(nextSimUint32(rng));
    this.players = options.players ?? 2 + (nextSimUint32(rng) % 3);
    this.configSeed = options.seed * 100_000 + game;
    this.turnCap = options.turnCap ?? 40;
    this.perPrompt = options.perPrompt ?? 4;
    // Players leaving in the middle of a procedure (800.4a) is where bugs hide, but most games should run long.
    this.leaveRate = (options.leaveRate ?? 0.001) * (nextSimUint32(rng) % 3 === 0 ? 10 : 1);
    this.options = { mulligan: nextSimUint32(rng) % 4 === 0 ? "paris" : "london", manaBurn: nextSimUint32(rng) % 4 === 0 };
    const rules = `${this.options.mulligan} mulligan${this.options.manaBurn ? ", mana burn" : ""}`;
    this.label = `seed ${options.seed} game ${game} (${position ? `position "${position.name}"` : `${this.players} players, config seed ${this.configSeed}, ${rules}`})`;
  }

  private fail(counter: "throws" | "changesOnRefusal" | "invariantViolations", text: string): void {
    this.report[counter]++;
    if (this.report.failures.length < KEEP_FAILURES) this.report.failures.push(`${this.label}: ${text}`);
  }

  private start(): GameState | null {
    try {
      if (this.position) {
        const r = this.engine.newSandboxGame(this.position.setup);
        if (!r.ok) throw new Error(`the position was refused: ${r.error.message}`);
        this.config = sandboxConfig(r.state, this.engine.cards);
        return r.state;
      }
      this.config = { ...randomConfig(this.engine, this.configSeed, this.players), options: this.options };
      const r = this.engine.newGame(this.config);
      if (!r.ok) throw new Error(`the game was refused: ${r.error.message}`);
      return r.state;
    } catch (e) {
      this.fail("throws", `could not start: ${String(e)}`);
      return null;
    }
  }

  play(): void {
    let state = this.start();
    if (!state) return;
    this.checkAccepted(null, state, [], "the starting position");
    let last: Prompt | null = null;
    let lastHonest: Answer | null = null;
    while (state && !state.result && state.turn.number <= this.turnCap && !this.timeUp()) {
      const prompt = state.prompt;
      if (!prompt) break; // checkOnePrompt has counted it
      last = prompt;
      this.report.promptKinds[prompt.kind] = (this.report.promptKinds[prompt.kind] ?? 0) + 1;
      let honest: ReturnType<RandomAgent["input"]>;
      try {
        honest = this.agent.input(state);
      } catch (e) {
        // The random player answers any prompt that has a legal answer.
        this.fail("invariantViolations", `the random player found no answer to prompt ${prompt.id} (${prompt.kind}): ${describeError(e)}`);
        return;
      }
      lastHonest = honest.answer;
      const count = prompt.kind === "priority" ? Math.ceil(this.perPrompt / 2) : this.perPrompt;
      const hostile = this.hostile.forPrompt(state, honest, count);
      if (this.hostile.chance(this.leaveRate)) hostile.push(this.hostile.leaving(state));
      const moved = this.hostileRound(state, hostile);
      if (moved === "stop") return;
      if (moved) {
        state = moved;
        continue;
      }
      state = this.honestAnswer(state, honest);
    }
    if (state?.result) this.hostileRound(state, this.hostile.afterGameOver(state, last, lastHonest));
  }

  /**
   * Sends hostile inputs until one is accepted. Returns the state it led to (the game goes on from there),
   * null if all were refused, or "stop" if the game can't go on.
   */
  private hostileRound(state: GameState, inputs: readonly HostileInput[]): GameState | null | "stop" {
    let before: string;
    try {
      before = JSON.stringify(state);
    } catch (e) {
      this.fail("invariantViolations", `the state can't be serialized: ${String(e)}`);
      return "stop";
    }
    for (const h of inputs) {
      this.report.inputs++;
      const repro = `${h.what}, at prompt ${state.prompt?.id ?? "(none)"} (${state.prompt?.kind ?? "game over"}): ${describeValue(h.input)}`;
      let r: Result;
      try {
        r = this.engine.apply(state, h.input as Input);
      } catch (e) {
        const changed = JSON.stringify(state) !== before;
        this.fail("throws", `threw ${describeError(e)}${changed ? ", and changed the state," : ""} on ${repro}`);
        if (changed) return JSON.parse(before) as GameState;
        continue;
      }
      const after = JSON.stringify(state);
      if (!r.ok) {
        if (!isGameError(r.error) || !(ERROR_CODES as readonly string[]).includes(r.error.code))
          this.fail("invariantViolations", `refused without a typed GameError (${describeValue(r.error)}) ${repro}`);
        if (after !== before) {
          this.fail("changesOnRefusal", `refused (${r.error.code}: ${r.error.message}) but changed the state: ${repro}`);
          // The state is plain data: its serialization before is a faithful copy to go on from.
          return JSON.parse(before) as GameState;
        }
        continue;
      }
      if (h.mustRefuse) this.fail("invariantViolations", `accepted what it must refuse: ${repro}`);
      if (after !== before) this.fail("invariantViolations", `an accepted input modified the state it was applied to: ${repro}`);
      if (!this.checkAccepted(state, r.state, r.events, repro, h.input as Input, true)) return "stop";
      return r.state;
    }
    return null;
  }

  private honestAnswer(state: GameState, input: Input): GameState | null {
    this.report.inputs++;
    const repro = `the random player's answer at prompt ${state.prompt!.id} (${state.prompt!.kind}): ${describeValue(input)}`;
    let r: Result;
    try {
      r = this.engine.apply(state, input);
    } catch (e) {
      this.fail("throws", `threw ${describeError(e)} on ${repro}`);
      return null;
    }
    if (!r.ok) {
      this.fail("invariantViolations", `refused a legal answer (${r.error.code}: ${r.error.message}): ${repro}`);
      return null;
    }
    return this.checkAccepted(state, r.state, r.events, repro, input) ? r.state : null;
  }

  /**
   * The invariants after an accepted input. For a hostile one, also: the state is still plain JSON data,
   * and shares no object with the input (scribbling on the input afterwards changes nothing).
   */
  private checkAccepted(before: GameState | null, after: GameState, events: readonly GameEvent[], repro: string, input?: Input, hostile = false): boolean {
    const violations = checkInvariants(after, this.config!, this.engine.cards);
    // A state that can't be serialized, or that holds the scribbles, can't be played on.
    let playable = after.result !== null || after.prompt !== null;
    if (before && input) violations.push(...this.targetHints(before, asTaken(input), after, events));
    if (!before || hostile) {
      const bad = nonJsonValue(after);
      if (bad) violations.push(`the state is not plain data: ${bad}`);
    }
    if (before && hostile) {
      try {
        const serialized = JSON.stringify(after);
        scramble(input);
        if (JSON.stringify(after) !== serialized) {
          violations.push("the state shares an object with the input");
          playable = false;
        }
      } catch (e) {
        violations.push(`the state can't be serialized: ${String(e)}`);
        playable = false;
      }
    }
    for (const v of violations) this.fail("invariantViolations", `${v}, after ${repro}`);
    return playable;
  }
}
