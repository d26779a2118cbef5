// Magic 2021: Lofty Denial (a bigger tax with a flyer), Snarespinner (blocking a flyer), Invigorating Surge (doubling
// one kind of counter) and Primal Might (+X/+X, then a fight with up to one creature).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Lofty Denial", () => {
  it("118.12a: counter unless its controller pays {1} — {4} instead if its caster controls a creature with flying", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest", "Forest"] }, { hand: ["Lofty Denial"], battlefield: ["Island", "Island"] });
    g.castAndPay("Grizzly Bears").pass();
    g.castAndPay("Lofty Denial", "Grizzly Bears").passAll();
    expect(g.expectPrompt("payUnless", "Ana").text).toContain("{1}");
    const h = duel(
      { hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest", "Forest"] },
      { hand: ["Lofty Denial"], battlefield: ["Island", "Island", "Serra Angel"] },
    );
    h.castAndPay("Grizzly Bears").pass();
    h.castAndPay("Lofty Denial", "Grizzly Bears").passAll();
    expect(h.expectPrompt("payUnless", "Ana").text).toContain("{4}");
    h.answer({ kind: "decline" });
    expect(h.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
  });
});

describe("Snarespinner", () => {
  it("509.3a: blocking a creature with flying, it gets +2/+0; blocking one without, nothing", () => {
    const g = duel({ battlefield: ["Wind Drake"] }, { battlefield: ["Snarespinner"] });
    g.attackAndBlock("Wind Drake", "Snarespinner");
    expect(g.stackNames()).toEqual(["Snarespinner"]);
    g.passAll();
    expect(g.pt("Snarespinner", "Ben")).toEqual([3, 3]);
    const h = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Snarespinner"] });
    h.attackAndBlock("Grizzly Bears", "Snarespinner");
    expect(h.stackNames()).toEqual([]);
  });
});

describe("Invigorating Surge", () => {
  it("701.10e: a +1/+1 counter, then the +1/+1 counters are doubled — not other kinds", () => {
    const g = duel({
      hand: ["Invigorating Surge"],
      battlefield: ["Forest", "Forest", "Forest", { card: "Grizzly Bears", counters: { "+1/+1": 1, charge: 1 } }],
    });
    g.castAndPay("Invigorating Surge", "Grizzly Bears").passAll();
    expect(g.permanent("Grizzly Bears").counters).toMatchObject({ "+1/+1": 4, charge: 1 });
  });
});

describe("Primal Might", () => {
  it("701.14a: +X/+X, then it fights the creature Ana doesn't control", () => {
    const g = duel({ hand: ["Primal Might"], battlefield: ["Forest", "Forest", "Forest", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.cast("Primal Might").announceX(2).targets("Grizzly Bears").targets("Hill Giant").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    expect(g.permanent("Grizzly Bears").damage).toBe(3);
  });

  it("115.6: with no second target, it just gets +X/+X", () => {
    const g = duel({ hand: ["Primal Might"], battlefield: ["Forest", "Forest", "Grizzly Bears"] });
    g.cast("Primal Might").announceX(1).targets("Grizzly Bears").targets().autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
  });
});
