// The engine's contract under hostile input (DESIGN.md, "The engine's contract"): the engine fuzzer
// (server/sim/engine-fuzz.ts) on fixed seeds finds no input that throws, no refusal that changes the state and
// no accepted input that breaks an invariant, at every kind of prompt the engine has. `npm run fuzz` runs it
// for longer.

import { describe, expect, it } from "vitest";
import type { Engine } from "../../server/engine/engine.ts";
import type { GameState } from "../../server/engine/kernel/state.ts";
import { engine } from "../../server/game.ts";
import { fuzzEngine, PROMPT_KINDS, type EngineFuzzReport } from "../../server/sim/engine-fuzz.ts";
import { addCounts, emptyCounts, isClean } from "../../server/sim/fuzz-counts.ts";
import type { PromptPosition } from "../../server/sim/prompt-positions.ts";
import { testEngine } from "../support/test-cards.ts";

/** 118.7e: a hybrid cost reduction asks which half it reduces; only a test card has one. */
const HYBRID_REDUCTION: PromptPosition = {
  name: "a {W/B} reducer",
  reaches: ["chooseReduction"],
  setup: {
    turn: 3,
    players: [
      {
        name: "Ana",
        library: ["Swamp", "Swamp", "Swamp"],
        hand: ["Walking Corpse", "Walking Corpse"],
        battlefield: ["Test Reducer: {W/B}", "Swamp", "Swamp", "Swamp"],
      },
      { name: "Ben", library: ["Plains", "Plains", "Plains"] },
    ],
  },
};

function counts(r: EngineFuzzReport): { throws: number; changesOnRefusal: number; invariantViolations: number } {
  return { throws: r.throws, changesOnRefusal: r.changesOnRefusal, invariantViolations: r.invariantViolations };
}

/** One short two-player game against a wrapped engine. */
function fuzzBroken(apply: Engine["apply"]): EngineFuzzReport {
  return fuzzEngine({ seed: 5, games: 1, players: 2, positions: [], turnCap: 4, engine: { ...engine, apply } });
}

describe("the engine's contract under hostile input", () => {
  it("random games at 2, 3 and 4 players and the rare prompts' positions: no throw, no change on refusal, no invariant violation, and every prompt kind fuzzed", () => {
    const runs = [
      fuzzEngine({ seed: 1, games: 8, players: 2, positionRuns: 2 }),
      fuzzEngine({ seed: 2, games: 6, players: 3, positions: [] }),
      fuzzEngine({ seed: 3, games: 6, players: 4, positions: [] }),
      fuzzEngine({ seed: 4, games: 0, engine: testEngine, positions: [HYBRID_REDUCTION], positionRuns: 3 }),
    ];
    const total = runs.reduce(addCounts, emptyCounts());
    expect(total.failures).toEqual([]);
    expect(isClean(total)).toBe(true);
    expect(total.inputs).toBeGreaterThan(40_000);
    const fuzzed = new Set(runs.flatMap((r) => Object.keys(r.promptKinds)));
    expect(PROMPT_KINDS.filter((k) => !fuzzed.has(k))).toEqual([]);
  }, 60_000);

  it("the fuzzer can fail: an engine that throws, one that changes the state on a refusal, and one that breaks an invariant and one that accepts a stale answer are each caught", () => {
    const throwing = fuzzBroken((state, input) => {
      const r = engine.apply(state, input);
      if (!r.ok && r.error.code === "STALE_PROMPT") throw new Error("broken on purpose");
      return r;
    });
    expect(throwing.throws).toBeGreaterThan(0);
    expect(throwing.failures[0]).toMatch(/^seed 5 game 0 .*broken on purpose.* on a stale, future or malformed prompt id/);

    const mutating = fuzzBroken((state, input) => {
      const r = engine.apply(state, input);
      if (!r.ok && r.error.code === "NOT_YOUR_DECISION") (state.players[0] as { life: number }).life--;
      return r;
    });
    expect(counts(mutating)).toMatchObject({ throws: 0, invariantViolations: 0 });
    expect(mutating.changesOnRefusal).toBeGreaterThan(0);

    const breaking = fuzzBroken((state, input) => {
      const r = engine.apply(state, input);
      return r.ok && r.state.turn.number >= 2
        ? { ...r, state: { ...r.state, players: r.state.players.map((p) => ({ ...p, counters: { poison: -1 } })) } as GameState }
        : r;
    });
    expect(counts(breaking)).toMatchObject({ throws: 0, changesOnRefusal: 0 });
    expect(breaking.invariantViolations).toBeGreaterThan(0);
    expect(breaking.failures[0]).toMatch(/negative poison counters/);

    const accepting = fuzzBroken((state, input) => {
      const r = engine.apply(state, input);
      return !r.ok && r.error.code === "STALE_PROMPT" ? { ok: true, state, events: [] } : r;
    });
    expect(accepting.invariantViolations).toBeGreaterThan(0);
    expect(accepting.failures[0]).toMatch(/accepted what it must refuse: a stale, future or malformed prompt id/);
  });
});
