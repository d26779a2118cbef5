// Magic 2012 cards from existing mechanisms: Jace's Erasure, Mind Unbound, Smallpox and Quicksilver Amulet.

import { describe, expect, it } from "vitest";
import { duel, filler } from "../support/scenario.ts";

const yes = { kind: "option", option: "yes" } as const;

describe("Jace's Erasure", () => {
  it("121.1, 701.13a: whenever Ana draws a card, she may have target player mill a card", () => {
    const g = duel({ hand: ["Divination"], battlefield: ["Jace's Erasure", "Island", "Island", "Island"] }, { library: filler(10) });
    g.castAndPay("Divination").passAll();
    // Two draws: two triggers, each targeting Ben.
    g.expectPrompt("orderTriggers");
    g.answer({ kind: "order", order: [0, 1] });
    g.targets("Ben");
    g.targets("Ben");
    g.passAll();
    g.answer(yes);
    g.passAll();
    g.answer(yes);
    expect(g.graveyardNames("Ben")).toHaveLength(2);
  });
});

describe("Mind Unbound", () => {
  it("122.1: each upkeep it gets a lore counter, then Ana draws a card for each lore counter", () => {
    const g = duel({ battlefield: ["Mind Unbound"], library: filler(20) }, {}, { turn: 2, activePlayer: 1 });
    g.passUntil("upkeep", 3);
    g.passAll();
    expect(g.permanent("Mind Unbound").counters).toEqual({ lore: 1 });
    expect(g.handNames("Ana")).toHaveLength(1);
    g.passUntil("upkeep", 5);
    const before = g.handNames("Ana").length;
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(before + 2);
  });
});

describe("Smallpox", () => {
  it("101.4: each player loses 1 life, discards a card, sacrifices a creature, then sacrifices a land", () => {
    const g = duel(
      { hand: ["Smallpox", "Lightning Bolt"], battlefield: ["Swamp", "Swamp", "Grizzly Bears"] },
      { hand: ["Counterspell"], battlefield: ["Island", "Hill Giant"] },
    );
    g.castAndPay("Smallpox").passAll();
    // Each sacrifice is chosen by its player, in APNAP order.
    for (const [who, name] of [
      ["Ana", "Grizzly Bears"],
      ["Ben", "Hill Giant"],
      ["Ana", "Swamp"],
      ["Ben", "Island"],
    ] as const) {
      const p = g.expectPrompt("chooseObject", who);
      const id = g.permanents(name, who).find((perm) => p.options.includes(perm.id))!.id;
      g.answer({ kind: "choose", object: id }, who);
    }
    expect(g.life("Ana")).toBe(19);
    expect(g.life("Ben")).toBe(19);
    expect(g.graveyardNames("Ana")).toEqual(expect.arrayContaining(["Lightning Bolt", "Grizzly Bears", "Swamp", "Smallpox"]));
    expect(g.graveyardNames("Ben")).toEqual(expect.arrayContaining(["Counterspell", "Hill Giant", "Island"]));
    expect(g.permanents("Swamp")).toHaveLength(1);
  });
});

describe("Quicksilver Amulet", () => {
  it("Ana may put a creature card from her hand onto the battlefield", () => {
    const g = duel({ hand: ["Serra Angel"], battlefield: ["Quicksilver Amulet", "Plains", "Plains", "Plains", "Plains"] });
    g.activate("Quicksilver Amulet").autoPay().passAll();
    g.answer({ kind: "choose", object: g.handCard("Serra Angel") });
    expect(g.permanents("Serra Angel")).toHaveLength(1);
  });
});
