// What a player did this turn, counted in the state and reset as a turn begins: creatures that died (700.4), cards
// drawn (121.2) and life gained (119.9) — read by intervening "if" clauses (603.4), "Activate only if" (602.5b) and
// "as long as" static abilities (611.3a).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("this turn's history", () => {
  it("700.4: a creature that dies counts for the player who controlled it, until the next turn begins", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    expect(g.state.players.map((p) => p.creaturesDiedThisTurn)).toEqual([0, 1]);
    g.passUntil("upkeep", 4);
    expect(g.state.players.map((p) => p.creaturesDiedThisTurn)).toEqual([0, 0]);
  });

  it("700.4: a noncreature permanent put into a graveyard doesn't count", () => {
    const g = duel({ hand: ["Shatter"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Sol Ring"] });
    g.castAndPay("Shatter", "Sol Ring").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Sol Ring"]);
    expect(g.state.players.map((p) => p.creaturesDiedThisTurn)).toEqual([0, 0]);
  });

  it("121.2, 119.9: the cards drawn and the life gained this turn, reset as the next turn begins", () => {
    const g = duel({ hand: ["Divination", "Life Goes On"], battlefield: ["Island", "Island", "Island", "Forest"] });
    g.castAndPay("Divination").passAll();
    g.castAndPay("Life Goes On").passAll();
    expect(g.state.players[0]).toMatchObject({ cardsDrawnThisTurn: 2, lifeGainedThisTurn: 4 });
    g.passUntil("upkeep", 4);
    expect(g.state.players[0]).toMatchObject({ cardsDrawnThisTurn: 0, lifeGainedThisTurn: 0 });
    g.passUntil("precombatMain", 4);
    expect(g.state.players[1]!.cardsDrawnThisTurn).toBe(1);
  });
});
