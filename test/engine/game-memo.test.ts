// What the engine remembers between inputs is kept per game (game-memo.ts), so that a server running many
// games one input at a time finds, for each game, what it remembered of that game.

import { describe, expect, it } from "vitest";
import { engine } from "../../server/game.ts";
import { perGame } from "../../server/engine/kernel/game-memo.ts";
import { RandomAgent } from "../../shared/random-agent.ts";
import { randomConfig } from "../../server/sim/play.ts";
import type { GameState } from "../../server/engine/kernel/state.ts";

function start(seed: number): GameState {
  const r = engine.newGame(randomConfig(engine, seed, 2, "starter"));
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function play(state: GameState, agent: RandomAgent, inputs: number): GameState {
  for (let i = 0; i < inputs && !state.result; i++) {
    const r = engine.apply(state, agent.input(state));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

describe("per-game memory", () => {
  it("every state of one game shares one memo; another game has its own, and using it leaves the first one's alone", () => {
    const memo = perGame(() => ({ made: Symbol("memo") }));
    const a0 = start(1);
    const b0 = start(2);
    const agentA = new RandomAgent(1);
    const first = memo(a0);
    const a1 = play(a0, agentA, 40);
    expect(a1).not.toBe(a0);
    expect(memo(a1)).toBe(first);
    const other = memo(b0);
    expect(other).not.toBe(first);
    expect(memo(play(b0, new RandomAgent(2), 40))).toBe(other);
    expect(memo(play(a1, agentA, 40))).toBe(first);
  });

  it("a game set up again from the same configuration is another game", () => {
    const memo = perGame(() => ({}));
    expect(memo(start(3))).not.toBe(memo(start(3)));
  });
});
