// verifyGame (client-sdk/verify.ts) on a real game played by the engine from a committed seed: it passes,
// and each kind of tampering fails the check that should catch it.

import { describe, expect, it } from "vitest";
import { engine } from "../../server/game.ts";
import type { Input } from "../../server/engine/engine.ts";
import type { GameConfig } from "../../server/engine/setup/setup.ts";
import { randomConfig } from "../../server/sim/play.ts";
import { gameSeed, seedCommitment, type PublishedGame } from "../../shared/fairness.ts";
import { RandomAgent } from "../../shared/random-agent.ts";
import { verifyGame, type VerificationCheckName, type VerificationReport } from "../../client-sdk/index.ts";

const SERVER_SEED = "5ec0e1d2c3b4a5968778695a4b3c2d1e0f1e2d3c4b5a69788796a5b4c3d2e1f0";
const ENTROPY = ["3f9a0c", "player two's own words"];

/** A game played to its end by random players, published as a table would publish it. */
function publishedGame(): PublishedGame<GameConfig, Input> {
  const seed = gameSeed(SERVER_SEED, ENTROPY);
  const config: GameConfig = { ...randomConfig(engine, 11, 2, "starter"), seed };
  const started = engine.newGame(config);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const agent = new RandomAgent(17);
  const inputs: Input[] = [];
  while (!state.result && state.turn.number <= 200) {
    const input = agent.input(state);
    const r = engine.apply(state, input);
    if (!r.ok) throw new Error(r.error.message);
    inputs.push(input);
    state = r.state;
  }
  return { config, inputs, fairness: { commitment: seedCommitment(SERVER_SEED), serverSeed: SERVER_SEED, entropy: ENTROPY, seed }, result: state.result };
}

const game = publishedGame();

function failed(report: VerificationReport): VerificationCheckName[] {
  return report.checks.filter((c) => !c.ok).map((c) => c.name);
}

describe("verifyGame", () => {
  it("the game ended, so its result is something to check", () => {
    expect(game.result).not.toBeNull();
    expect(game.inputs.length).toBeGreaterThan(50);
  });

  it("passes a genuine record: commitment, seed, replay and result all check out", () => {
    const report = verifyGame(game, engine);
    expect(report.checks.map((c) => [c.name, c.ok])).toEqual([
      ["commitment", true],
      ["seed", true],
      ["replay", true],
      ["result", true],
    ]);
    expect(report.ok).toBe(true);
  });

  it("a revealed server seed other than the committed one fails the commitment (and the seed it no longer gives)", () => {
    const other = `${"0".repeat(63)}1`;
    const report = verifyGame({ ...game, fairness: { ...game.fairness, serverSeed: other } }, engine);
    expect(report.ok).toBe(false);
    expect(failed(report)).toEqual(["commitment", "seed"]);
    expect(report.checks[0]!.detail).toContain(seedCommitment(other));
  });

  it("a malformed revealed server seed fails the commitment and the seed without throwing", () => {
    const report = verifyGame({ ...game, fairness: { ...game.fairness, serverSeed: "not a seed" } }, engine);
    expect(failed(report)).toEqual(["commitment", "seed"]);
  });

  it("tampered entropy fails the seed check: the published seed is not the mix of the server seed and that entropy", () => {
    const report = verifyGame({ ...game, fairness: { ...game.fairness, entropy: [ENTROPY[0]!, "something else"] } }, engine);
    expect(failed(report)).toEqual(["seed"]);
  });

  it("entropy for the wrong number of seats fails the seed check, even with a matching published seed", () => {
    const entropy = [...ENTROPY, ""];
    const seed = gameSeed(SERVER_SEED, entropy);
    const report = verifyGame({ ...game, fairness: { ...game.fairness, entropy, seed } }, engine);
    expect(failed(report)).toContain("seed");
  });

  it("a game configured with a seed other than the published one fails the seed check", () => {
    const report = verifyGame({ ...game, config: { ...game.config, seed: 42 } }, engine);
    expect(failed(report)).toContain("seed");
    expect(report.checks.find((c) => c.name === "seed")!.detail).toContain("configured with seed 42");
  });

  it("a tampered input list fails the result check: the replay no longer ends as recorded", () => {
    const truncated = verifyGame({ ...game, inputs: game.inputs.slice(0, -1) }, engine);
    expect(failed(truncated)).toEqual(["result"]);
    const half = verifyGame({ ...game, inputs: game.inputs.slice(0, game.inputs.length >> 1) }, engine);
    expect(failed(half)).toEqual(["result"]);
  });

  it("a tampered result fails the result check", () => {
    const { winners, draw } = game.result!;
    const other = draw ? { winners: [0], draw: false } : { winners: winners.map((w) => 1 - w), draw: false };
    const report = verifyGame({ ...game, result: other }, engine);
    expect(failed(report)).toEqual(["result"]);
    expect(verifyGame({ ...game, result: null }, engine).ok).toBe(false);
  });

  it("a record the engine refuses, or an engine that throws, fails the replay check and is reported, not thrown", () => {
    const refused = verifyGame({ ...game, config: { ...game.config, players: game.config.players.slice(0, 1) } }, engine);
    expect(failed(refused)).toContain("replay");
    expect(refused.checks.find((c) => c.name === "replay")!.detail).toContain("INVALID_SETUP");
    const throwing = verifyGame(game, {
      replay: () => {
        throw new Error("boom");
      },
    });
    expect(failed(throwing)).toEqual(["replay", "result"]);
  });
});
