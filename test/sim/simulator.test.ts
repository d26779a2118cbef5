// The simulator: random games with the starter decks, the engine's invariants checked after every input;
// the invariant checks themselves (they must catch a corrupted state); and the command-line script.

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { GameConfig } from "../../server/engine/setup/setup.ts";
import type { GameState } from "../../server/engine/kernel/state.ts";
import { engine } from "../../server/game.ts";
import { checkCardConservation, checkInvariants, checkNoNegativeCounts, checkOnePrompt } from "../../server/sim/invariants.ts";
import { randomConfig } from "../../server/sim/play.ts";
import { simulate, summaryLine, type SimulationReport } from "../../server/sim/simulate.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A freshly started game between two starter decks (mulligan decisions pending). */
function startedGame(seed = 3): { state: GameState; config: GameConfig } {
  const config = randomConfig(engine, seed, 2, "starter");
  const r = engine.newGame(config);
  if (!r.ok) throw new Error(r.error.message);
  return { state: r.state, config };
}

/** A copy of the state with the player's fields changed. */
function withPlayer(state: GameState, player: number, change: Partial<GameState["players"][number]>): GameState {
  return { ...state, players: state.players.map((p, i) => (i === player ? { ...p, ...change } : p)) };
}

describe("simulate()", () => {
  it.each([2, 3, 4])(
    "15 random %i-player games report 0 errors and 0 invariant violations",
    (players) => {
      const report = simulate(engine, { games: 15, players, seed: 100 * players });
      expect(report.errors).toEqual([]);
      expect(report.violations).toEqual([]);
      expect(report.games).toBe(15);
      expect(report.wins + report.draws + report.capped).toBe(15);
      expect(report.inputs).toBeGreaterThan(15 * 50);
      expect(summaryLine(report)).toBe("simulated 15 games: 0 errors, 0 invariant violations");
    },
    120_000,
  );

  it("summaryLine is exactly 'simulated N games: E errors, V invariant violations'", () => {
    const report: SimulationReport = { games: 7, errors: ["a", "b"], violations: ["x", "y", "z"], inputs: 0, wins: 0, draws: 0, capped: 7 };
    expect(summaryLine(report)).toBe("simulated 7 games: 2 errors, 3 invariant violations");
    expect(summaryLine({ ...report, games: 0, errors: [], violations: [] })).toBe("simulated 0 games: 0 errors, 0 invariant violations");
  });

  it("the same options give the same report (seeded games)", () => {
    const a = simulate(engine, { games: 3, players: 2, seed: 42 });
    const b = simulate(engine, { games: 3, players: 2, seed: 42 });
    expect(b).toEqual(a);
  }, 60_000);
});

describe("the invariant checks catch corrupted states", () => {
  it("a sound state has no violations", () => {
    const { state, config } = startedGame();
    expect(checkInvariants(state, config, engine.cards)).toEqual([]);
  });

  it("a card removed from a library breaks card conservation", () => {
    const { state, config } = startedGame();
    const library = state.players[0]!.library;
    const bad = withPlayer(state, 0, { library: library.slice(1) });
    expect(checkCardConservation(bad, config, engine.cards)).toEqual(["Ana owns 59 cards in zones but brought 60"]);
    expect(checkInvariants(bad, config, engine.cards)).toContain("Ana owns 59 cards in zones but brought 60");
  });

  it("a card duplicated into a second zone breaks conservation, and an id used twice is caught", () => {
    const { state, config } = startedGame();
    const card = state.players[1]!.hand[0]!;
    const bad = withPlayer(state, 1, { graveyard: [card] });
    const violations = checkInvariants(bad, config, engine.cards);
    expect(violations).toContain("Ben owns 61 cards in zones but brought 60");
    expect(violations).toContain(`object id ${card.id} appears twice (graveyard)`);
  });

  it("no pending prompt in a game that isn't over is a violation; a prompt after the game ended is too", () => {
    const { state, config } = startedGame();
    const noPrompt: GameState = { ...state, prompt: null };
    expect(checkOnePrompt(noPrompt)).toEqual(["no prompt is pending in a game that is not over"]);
    expect(checkInvariants(noPrompt, config, engine.cards)).toEqual(["no prompt is pending in a game that is not over"]);
    const over: GameState = { ...state, result: { winners: [0], draw: false } };
    expect(checkOnePrompt(over)).toEqual(["the game is over but a prompt is pending"]);
  });

  it("negative mana in a pool is a violation, and so are negative poison counters", () => {
    const { state, config } = startedGame();
    const bad = withPlayer(state, 0, { manaPool: { ...state.players[0]!.manaPool, R: -1 } });
    expect(checkNoNegativeCounts(bad)).toEqual(["Ana has -1 R mana"]);
    expect(checkInvariants(bad, config, engine.cards)).toEqual(["Ana has -1 R mana"]);
    const poisoned = withPlayer(state, 1, { counters: { poison: -2 } });
    expect(checkNoNegativeCounts(poisoned)).toEqual(["Ben has negative poison counters"]);
  });
});

describe("the command line: npm run simulate", () => {
  function run(...args: string[]) {
    return spawnSync(process.execPath, ["scripts/simulate.ts", ...args], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
  }

  it("prints exactly 'simulated 3 games: 0 errors, 0 invariant violations' as its last line and exits with 0", () => {
    const r = run("--games", "3", "--players", "2", "--seed", "9");
    expect(r.stderr).toBe("");
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines.at(-1)).toBe("simulated 3 games: 0 errors, 0 invariant violations");
    expect(r.status).toBe(0);
  }, 120_000);

  it("refuses a bad argument: --players 7 exits non-zero without simulating", () => {
    const r = run("--games", "3", "--players", "7");
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain("--players must be 2, 3 or 4");
    expect(r.stdout).not.toContain("simulated");
  }, 60_000);
});
