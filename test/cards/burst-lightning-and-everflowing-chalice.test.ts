// Kicker (702.33) and multikicker: Burst Lightning and Everflowing Chalice.

import { describe, expect, it } from "vitest";
import { spellFacts } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";
import { manaPool, manaAmounts } from "../support/casting.ts";

describe("Burst Lightning", () => {
  it("702.33d: unkicked it costs {R} and deals 2 damage", () => {
    const g = duel({ hand: ["Burst Lightning"], battlefield: ["Mountain"] });
    g.cast("Burst Lightning");
    expect(g.expectPrompt("chooseCosts").optional).toMatchObject([{ id: "kicker", max: 1 }]);
    g.chooseCosts("mana").targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 0 });
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
  });

  it("702.33d: kicked it costs {4} more and deals 4 damage instead", () => {
    const g = duel({ hand: ["Burst Lightning"], battlefield: Array(5).fill("Mountain") }, { battlefield: ["Hill Giant"] });
    g.cast("Burst Lightning").chooseCosts("mana", { kicker: 1 }).targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 4 });
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(16);
    expect(g.eventsOf("damageDealt")).toMatchObject([{ sourceName: "Burst Lightning", amount: 4 }]);
  });

  it("702.33a: kicker (not multikicker) can be paid only once", () => {
    const g = duel({ hand: ["Burst Lightning"], battlefield: Array(9).fill("Mountain") });
    g.cast("Burst Lightning");
    expect(g.refuseAnswer({ kind: "costs", alternative: "mana", optional: { kicker: 2 } }).code).toBe("ILLEGAL_CHOICE");
  });
});

describe("Everflowing Chalice", () => {
  it("702.33c: multikicked twice it costs {4}, enters with two charge counters and taps for {C}{C}", () => {
    const g = duel({ hand: ["Everflowing Chalice"], battlefield: ["Island", "Island", "Island", "Island"] });
    g.cast("Everflowing Chalice");
    expect(g.expectPrompt("chooseCosts").optional).toEqual([{ id: "kicker", text: "multikicker {2}", max: null }]);
    g.chooseCosts("mana", { kicker: 2 });
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 4 });
    g.autoPay();
    expect(g.eventsOf("costsAnnounced")).toMatchObject([{ name: "Everflowing Chalice", kicks: 2 }]);
    g.passAll();
    expect(g.permanent("Everflowing Chalice").counters).toEqual({ charge: 2 });
    const chalice = g.permanent("Everflowing Chalice").id;
    expect(g.expectPrompt("priority").actions.find((a) => a.kind === "activateMana" && a.source === chalice)).toMatchObject({ amount: 2 });
    g.tapForMana("Everflowing Chalice");
    expect(manaPool(g, "Ana")).toEqual(manaAmounts({ C: 2 }));
  });

  it("702.33c: unkicked it costs {0} and enters with no charge counter, so it adds no mana", () => {
    const g = duel({ hand: ["Everflowing Chalice"] });
    g.cast("Everflowing Chalice").chooseCosts("mana");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 0 });
    g.pay().passAll();
    expect(g.permanent("Everflowing Chalice").counters).toEqual({});
    g.tapForMana("Everflowing Chalice");
    expect(manaPool(g, "Ana")).toEqual(manaAmounts({}));
  });

  it("202.3: its mana value is 0 whatever the kicks (kicker doesn't change it, 118.8d)", () => {
    const g = duel({ hand: ["Everflowing Chalice"], battlefield: ["Island", "Island"] });
    g.cast("Everflowing Chalice").chooseCosts("mana", { kicker: 1 }).autoPay();
    const spell = g.state.stack[0]!;
    expect(spell.kind === "spell" && spellFacts(g.reader, spell).manaValue).toBe(0);
  });
});
