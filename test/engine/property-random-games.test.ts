// Property tests: complete random games, 2–4 players, with the engine's invariants checked after every
// input, refused inputs checked to change nothing, and every game replayed to the same states and events.

import { describe, expect, it } from "vitest";
import { engine } from "../../server/game.ts";
import { checkInvariants, inputsToRefuse, targetHintWatcher } from "../../server/sim/invariants.ts";
import { playRandomGame } from "../../server/sim/play.ts";

const GAMES = 300;

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

describe("random games", () => {
  it(`${GAMES} games end in a win, a draw or the turn cap, with every invariant holding after every input, each replayed to the same states and events`, () => {
    const outcomes = { wins: 0, draws: 0, capped: 0 };
    const violations: string[] = [];
    let inputs = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const players = 2 + (seed % 3);
      const targetHints = targetHintWatcher();
      const game = playRandomGame(engine, {
        seed,
        players,
        turnCap: 60,
        afterInput: (before, input, after, config, events) => {
          inputs++;
          for (const v of [...checkInvariants(after, config, engine.cards), ...targetHints(before, input, after, events)])
            violations.push(`seed ${seed}: ${v}`);
          // Refused inputs change nothing (DESIGN: "an illegal input changes nothing").
          if (inputs % 17 === 0) {
            const snapshot = JSON.stringify(after);
            for (const bad of inputsToRefuse(after)) {
              const r = engine.apply(after, bad);
              if (r.ok) violations.push(`seed ${seed}: accepted ${JSON.stringify(bad)}`);
            }
            if (JSON.stringify(after) !== snapshot) violations.push(`seed ${seed}: a refused input changed the state`);
          }
        },
      });
      // Every game replays to the same state and the same events (the engine is deterministic), and each event the
      // game numbered was delivered exactly once: none muted by mistake when a procedure ran again, none twice.
      const replayed = engine.replay({ config: game.config, inputs: game.inputs });
      if (!replayed.ok) violations.push(`seed ${seed}: the replay was refused: ${replayed.error.message}`);
      else if (JSON.stringify(replayed.state) !== JSON.stringify(game.state)) violations.push(`seed ${seed}: the replay ended in another state`);
      else if (JSON.stringify(replayed.events) !== JSON.stringify(game.events)) violations.push(`seed ${seed}: the replay emitted other events`);
      if (game.events.length !== game.state.eventSeq) violations.push(`seed ${seed}: ${game.events.length} events delivered, ${game.state.eventSeq} numbered`);
      if (game.capped) outcomes.capped++;
      else if (game.state.result!.draw) outcomes.draws++;
      else outcomes.wins++;
    }
    expect(violations.slice(0, 10)).toEqual([]);
    expect(outcomes.wins + outcomes.draws + outcomes.capped).toBe(GAMES);
    expect(outcomes.wins).toBeGreaterThan(GAMES / 2);
    expect(inputs).toBeGreaterThan(GAMES * 100);
  }, 180_000);

  it("an accepted input never modifies the state it was applied to (states are immutable)", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const game = playRandomGame(engine, { seed, players: 2 + (seed % 3), turnCap: 15 });
      let state = engine.newGame(game.config);
      expect(state.ok).toBe(true);
      for (const input of game.inputs) {
        if (!state.ok) break;
        const frozen = deepFreeze(state.state);
        const next = engine.apply(frozen, input); // throws on any write to a frozen object
        expect(next.ok).toBe(true);
        state = next;
      }
    }
  }, 60_000);

  it("games played side by side, one input of each in turn as a server runs its tables, end as each played alone", () => {
    const alone = Array.from({ length: 12 }, (_, i) => playRandomGame(engine, { seed: 500 + i, players: 2 + (i % 3), turnCap: 40 }));
    const tables = alone.map((game) => {
      const started = engine.newGame(game.config);
      if (!started.ok) throw new Error(started.error.message);
      return { game, state: started.state, events: [...started.events], next: 0 };
    });
    for (let busy = true; busy; ) {
      busy = false;
      for (const t of tables) {
        const input = t.game.inputs[t.next++];
        if (!input) continue;
        busy = true;
        const r = engine.apply(t.state, input);
        if (!r.ok) throw new Error(r.error.message);
        t.state = r.state;
        t.events.push(...r.events);
      }
    }
    for (const t of tables) {
      expect(JSON.stringify(t.state)).toBe(JSON.stringify(t.game.state));
      expect(JSON.stringify(t.events)).toBe(JSON.stringify(t.game.events));
    }
  }, 60_000);
});
