// Mana Leak and Daze: countering unless the spell's controller pays (118.12a); Daze's alternative cost (118.9).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { manaPool } from "../support/casting.ts";

describe("Mana Leak", () => {
  it("118.12a, 608.2g: the countered spell's controller is asked, taps lands during the resolution and pays {3}: the spell isn't countered", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Mana Leak"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Mana Leak", "Lightning Bolt").passAll();
    const offer = g.expectPrompt("payUnless", "Ana");
    expect(offer.mana).toMatchObject({ generic: 3 });
    expect(offer.canPay).toBe(false); // nothing in the pool yet…
    expect(offer.autoPay).toBe(true); // …but three untapped Mountains can pay
    expect(offer.manaAbilities).toHaveLength(3);
    // 608.2g: mana abilities are activated before paying.
    g.tapForMana("Mountain").tapForMana("Mountain").tapForMana("Mountain");
    expect(g.expectPrompt("payUnless", "Ana").pool).toMatchObject({ R: 3 });
    g.answer({ kind: "pay" });
    expect(g.eventsOf("paymentOffered")).toMatchObject([{ player: 0, paid: true }]);
    expect(manaPool(g, "Ana").R).toBe(0);
    expect(g.stackNames()).toEqual(["Lightning Bolt"]);
    expect(g.graveyardNames("Ben")).toEqual(["Mana Leak"]);
    g.passAll();
    expect(g.life("Ben")).toBe(17);
  });

  it("118.12a: if the controller declines (even able to pay), the spell is countered", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Mana Leak"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Mana Leak", "Lightning Bolt").passAll();
    g.expectPrompt("payUnless", "Ana");
    g.answer({ kind: "decline" });
    expect(g.eventsOf("paymentOffered")).toMatchObject([{ player: 0, paid: false }]);
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Lightning Bolt", rule: "701.6a" }]);
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.life("Ben")).toBe(20);
    // The lands Ana didn't tap stay untapped.
    expect(g.permanents("Mountain").filter((m) => !m.tapped)).toHaveLength(3);
  });

  it("118.3: with too little mana the controller can't pay — 'autoPay' and 'pay' are refused, and declining counters the spell", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { hand: ["Mana Leak"], battlefield: ["Island", "Island"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Mana Leak", "Lightning Bolt").passAll();
    expect(g.expectPrompt("payUnless", "Ana")).toMatchObject({ canPay: false, autoPay: false });
    expect(g.refuseAnswer({ kind: "autoPay" }).rule).toBe("118.12a");
    g.tapForMana("Mountain").tapForMana("Mountain");
    expect(g.refuseAnswer({ kind: "pay" }).code).toBe("ILLEGAL_CHOICE");
    g.answer({ kind: "decline" });
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
  });
});

describe("Daze", () => {
  it("118.9: Daze's alternative cost returns an Island (even a tapped one) to its owner's hand instead of paying {1}{U}", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "Island"] }, { hand: ["Daze"], battlefield: [{ card: "Island", tapped: true }] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.cast("Daze");
    expect(g.expectPrompt("chooseCosts").alternatives.map((a) => a.id)).toEqual(["mana", "daze"]);
    g.chooseCosts("daze").targets("Lightning Bolt");
    const pay = g.expectPrompt("payCosts");
    // 601.2g: no mana payment in this total cost.
    expect(pay.mana).toBeNull();
    // Only Ben's own Island (the tapped one), not Ana's.
    const part = pay.parts[0]!;
    expect(pay.parts).toHaveLength(1);
    expect(part.options).toEqual([g.permanent("Island", "Ben").id]);
    g.payPart("return an Island", "Island");
    expect(g.handNames("Ben")).toEqual(["Island"]);
    expect(g.permanents("Island", "Ben")).toEqual([]);
    expect(g.permanents("Island", "Ana")).toHaveLength(1);
    expect(g.eventsOf("costsAnnounced")).toMatchObject([{ name: "Daze", alternative: "return an Island you control to its owner's hand" }]);
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Daze"]);
  });

  it("118.12a: Daze counters unless the spell's controller pays {1} — Ana pays with her second Mountain and the Bolt resolves", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain"] }, { hand: ["Daze"], battlefield: ["Island"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.cast("Daze").chooseCosts("daze").targets("Lightning Bolt").payPart("return an Island", "Island");
    g.passAll();
    expect(g.expectPrompt("payUnless", "Ana").mana).toMatchObject({ generic: 1 });
    g.answer({ kind: "autoPay" });
    expect(g.permanents("Mountain").every((m) => m.tapped)).toBe(true);
    g.passAll();
    expect(g.life("Ben")).toBe(17);
  });

  it("118.12a: Ana has no untapped land left, so she can't pay {1} and the Bolt is countered", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Daze"], battlefield: ["Island"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.cast("Daze").chooseCosts("daze").targets("Lightning Bolt").payPart("return an Island", "Island");
    g.passAll();
    expect(g.expectPrompt("payUnless", "Ana")).toMatchObject({ canPay: false, autoPay: false });
    g.answer({ kind: "decline" });
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Lightning Bolt" }]);
    expect(g.life("Ben")).toBe(20);
  });

  it("601.2h: with no Island to return, the alternative cost can't be paid and the cast is reversed", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Daze"], battlefield: ["Plains"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    const before = g.stateJson();
    g.cast("Daze").chooseCosts("daze").targets("Lightning Bolt");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Daze", rule: "601.2h" }]);
  });
});
