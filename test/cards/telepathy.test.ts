// Telepathy: "Your opponents play with their hands revealed." (701.20a): from the moment it is on the battlefield, every
// card in each opponent's hand, including the ones they draw later, is shown to all players; its controller's hand
// stays hidden (400.2).

import { describe, expect, it } from "vitest";
import { mirror } from "../../client-sdk/state.ts";
import { handRevealed } from "../../server/engine/objects/visibility.ts";
import { projectGame } from "../../server/rooms/projection.ts";
import { PlayerView, TableState } from "../../shared/schema.ts";
import { duel, type Scenario } from "../support/scenario.ts";

/** Each player's hand as a client other than its owner sees it in the table state: its names, or null while hidden. */
function publicHands(g: Scenario): (string[] | null)[] {
  const table = new TableState();
  for (const _ of g.state.players) table.players.push(new PlayerView());
  projectGame(table, g.state, g.engine.cards);
  return mirror(table).players.map((p) => p.hand?.map((c) => c.name) ?? null);
}

describe("Telepathy", () => {
  it("701.20a: once it resolves, its controller's opponents play with their hands revealed, and their later draws too", () => {
    const g = duel({ hand: ["Telepathy"], battlefield: ["Island"] }, { hand: ["Shock", "Counterspell"], library: ["Serra Angel", "Plains", "Plains"] });
    expect(handRevealed(g.reader, 1)).toBe(false);
    expect(publicHands(g)).toEqual([null, null]);
    g.castAndPay("Telepathy");
    // On the stack it does nothing yet (a static ability functions on the battlefield, 113.6).
    expect(handRevealed(g.reader, 1)).toBe(false);
    g.passAll();
    expect(g.state.battlefield.map((p) => p.card)).toContain("Telepathy");
    expect([handRevealed(g.reader, 0), handRevealed(g.reader, 1)]).toEqual([false, true]);
    expect(publicHands(g)).toEqual([null, ["Shock", "Counterspell"]]);
    g.passUntil("draw", 4);
    expect(publicHands(g)).toEqual([null, ["Shock", "Counterspell", "Serra Angel"]]);
  });
});
