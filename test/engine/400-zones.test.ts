import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("400 zones", () => {
  it("400.7: a card that changes zones becomes a new object — hand, stack, battlefield and graveyard ids all differ", () => {
    const g = duel({ hand: ["Coral Eel", "Lightning Bolt"], battlefield: ["Island", "Island", "Mountain"] });
    const inHand = g.handCard("Coral Eel");
    g.castAndPay("Coral Eel");
    const onStack = g.state.stack[0]!.id;
    g.passAll();
    const onBattlefield = g.permanent("Coral Eel").id;
    g.castAndPay("Lightning Bolt", "Coral Eel").passAll();
    const inGraveyard = g.state.players[0]!.graveyard.find((c) => c.card === "Coral Eel")!.id;
    expect(new Set([inHand, onStack, onBattlefield, inGraveyard]).size).toBe(4);
    expect(g.eventsOf("permanentEntered").filter((e) => e.name === "Coral Eel")).toEqual([
      { type: "permanentEntered", object: onBattlefield, name: "Coral Eel", controller: 0, from: "stack" },
    ]);
    const moves = g.eventsOf("zoneChanged").filter((e) => e.name === "Coral Eel");
    expect(moves.map((m) => [m.from, m.to])).toEqual([["battlefield", "graveyard"]]);
    expect(moves[0]).toMatchObject({ oldId: onBattlefield, newId: inGraveyard });
  });

  it("401.1, 400.7: a library holds cards without identity; a drawn card gets a fresh id", () => {
    const g = duel({ hand: ["Divination"], battlefield: ["Island", "Island", "Island"], library: ["Forest", "Forest"] });
    const ids = new Set(g.state.players[0]!.hand.map((c) => c.id));
    g.castAndPay("Divination").passAll();
    const drawn = g.eventsOf("drew").map((e) => e.card);
    expect(drawn).toHaveLength(2);
    for (const id of drawn) expect(ids.has(id)).toBe(false);
    expect(g.state.players[0]!.library).toEqual([]);
  });

  it("400.3: a card goes to its owner's graveyard, whoever controlled it", () => {
    const g = duel({}, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.pass().castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Lightning Bolt"]);
    expect(g.graveyardNames("Ana")).toEqual([]);
  });
});
