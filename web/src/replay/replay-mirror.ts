// A replay's step as the live table would show it: the engine's state projected as the server projects it for its
// clients (server/game.ts projectStep), then mirrored as the SDK mirrors it, so the replay's board is the live
// board's components with the same current power and toughness, combat, counters and damage. A finished game's
// record holds every card: each hand is shown.

import { mirror, type TableMirror } from "../../../client-sdk/state.ts";
import type { GameState } from "./replay-steps.ts";

/** What a step is drawn with: loaded with the engine, only on the replay's page. */
export async function loadMirrorer(): Promise<(state: GameState, seat: number, names: readonly string[]) => TableMirror> {
  const [{ projectStep }, { PlayerView, TableState }] = await Promise.all([import("../../../server/game.ts"), import("../../../shared/schema.ts")]);
  return (state, seat, names) => {
    const table = new TableState({ status: state.result ? "finished" : "playing" });
    for (const [i] of state.players.entries())
      table.players.push(new PlayerView({ seat: i, name: names[i] ?? "", taken: true, connected: true, you: i === seat }));
    // A step is no one's to answer: its prompt is left out.
    projectStep(table, state);
    const shown = mirror(table);
    return {
      ...shown,
      players: shown.players.map((p, i) => ({
        ...p,
        hand: state.players[i]!.hand.map((c) => ({ id: c.id, name: c.card, owner: c.owner, adventurer: null })),
      })),
    };
  };
}
