// Rules added with Tenth Edition's static abilities: extra turns (500.7), a card's "from anywhere" replacement in
// hidden zones (113.6), unspent mana kept (106.4), a player who can't lose (104.3), casting limits (601.3) and
// target restrictions of players (702.18a).

import { describe, expect, it } from "vitest";
import { duel, trio } from "../support/scenario.ts";

const ISLANDS = Array.from({ length: 10 }, () => "Island");

describe("extra turns", () => {
  it("500.7: extra turns added later come first: each is added directly after the current turn", () => {
    const g = trio({ hand: ["Time Stretch", "Time Stretch"], battlefield: [...ISLANDS, ...ISLANDS] });
    g.castAndPay("Time Stretch", "Ben").passAll();
    g.castAndPay("Time Stretch", "Cid").passAll();
    expect(g.state.extraTurns).toEqual([2, 2, 1, 1]);
    const actives: number[] = [];
    for (const turn of [4, 5, 6, 7, 8]) {
      g.passUntil("upkeep", turn);
      actives.push(g.state.turn.active);
    }
    expect(actives).toEqual([2, 2, 1, 1, 1]);
  });
});

describe("a card's replacement effect in every zone", () => {
  it("113.6, 614.1a: discarded from a hand in the cleanup step (514.1), Legacy Weapon is shuffled into its owner's library instead", () => {
    const hand = Array.from({ length: 7 }, () => "Plains");
    const g = duel({ hand: ["Legacy Weapon", ...hand], library: [] }, {}, { step: "end" });
    g.passAll();
    g.expectPrompt("discard", "Ana");
    g.answer({ kind: "cards", cards: [g.handCard("Legacy Weapon")] });
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.state.players[0]!.library).toEqual(["Legacy Weapon"]);
  });
});

describe("unspent mana", () => {
  it("106.4, 500.5: mana empties as each step ends unless an effect says players don't lose it; once it leaves, it empties again", () => {
    const g = duel({ battlefield: ["Upwelling", "Forest"] }, { hand: ["Aura of Silence"], battlefield: ["Plains", "Plains", "Plains"] });
    g.tapForMana("Forest");
    g.passUntil("beginningOfCombat");
    expect(g.state.players[0]!.manaPool.G).toBe(1);
    g.passUntil("precombatMain", 4);
    g.castAndPay("Aura of Silence").passAll();
    g.activate("Aura of Silence", "p1").targets("Upwelling").autoPay().passAll();
    g.passUntil("beginningOfCombat", 4);
    expect(g.state.players[0]!.manaPool.G).toBe(0);
  });
});

describe("a player who can't lose", () => {
  it("104.3a, 104.3b: a player who can't lose still loses by conceding; with ten poison counters they don't lose (704.5c)", () => {
    const g = duel({ poison: 10, battlefield: ["Platinum Angel"] });
    expect(g.state.players[0]!.status).toBe("playing");
    g.pass();
    expect(g.state.players[0]!.status).toBe("playing");
    g.concede("Ana");
    expect(g.state.players[0]!.status).toBe("lost");
  });
});

describe("casting limits", () => {
  it("601.3: a spell countered still counts as cast: the limit of one spell each turn is reached", () => {
    const g = duel(
      { hand: ["Shock", "Shock"], battlefield: ["Rule of Law", "Mountain", "Mountain"] },
      { hand: ["Counterspell"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Shock", "Ben").pass();
    g.castAndPay("Counterspell", "Shock").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Shock"]);
    expect(g.expectPrompt("priority", "Ana").actions.some((a) => a.kind === "cast")).toBe(false);
  });
});

describe("players with shroud", () => {
  it("702.18a: the controller of the permanent with 'You have shroud' is the player who has it", () => {
    const h = duel(
      { hand: ["Lightning Bolt", "Act of Treason"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["True Believer"] },
    );
    h.castAndPay("Act of Treason", "True Believer").passAll();
    // Ana controls True Believer now: Ana has shroud, Ben doesn't.
    h.cast("Lightning Bolt");
    expect(h.targetOptionNames().sort()).toEqual(["Ben", "True Believer"]);
  });
});
