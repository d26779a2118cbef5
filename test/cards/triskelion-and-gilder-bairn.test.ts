// Counters on permanents (122): Triskelion's +1/+1 counters removed as a cost, Gilder Bairn's doubling.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { hasAction } from "../support/casting.ts";

describe("Triskelion", () => {
  it("614.1c: it enters with three +1/+1 counters, so it is a 4/4", () => {
    const g = duel({ hand: ["Triskelion"], battlefield: Array(6).fill("Island") });
    g.castAndPay("Triskelion").passAll();
    expect(g.permanent("Triskelion").counters).toEqual({ "+1/+1": 3 });
    expect(g.pt("Triskelion")).toEqual([4, 4]);
  });

  it("602.2, 118.3: removing a +1/+1 counter is the cost of each ping — even the turn it arrives (no {T}) — until none is left", () => {
    const g = duel({ battlefield: [{ card: "Triskelion", counters: { "+1/+1": 3 }, sick: true }] }, { battlefield: ["Llanowar Elves"] });
    const id = g.permanent("Triskelion").id;
    g.activate("Triskelion").targets("Ben");
    expect(g.expectPrompt("payCosts").parts.map((p) => p.text)).toEqual(["remove a +1/+1 counter from this"]);
    g.payPart("+1/+1 counter");
    // The counter is removed as a cost, before the ability resolves.
    expect(g.pt("Triskelion")).toEqual([3, 3]);
    g.passAll();
    expect(g.life("Ben")).toBe(19);
    g.activate("Triskelion").targets("Llanowar Elves").autoPay().passAll();
    g.activate("Triskelion").targets("Ben").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Llanowar Elves"]);
    expect(g.life("Ben")).toBe(18);
    expect(g.pt("Triskelion")).toEqual([1, 1]);
    expect(hasAction(g, "activate", id)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: id, ability: 0 }).rule).toBe("602.5");
  });
});

describe("Gilder Bairn", () => {
  it("107.6, 602.5a: {Q} needs it tapped — an untapped Bairn can't activate; a tapped one untaps as it pays", () => {
    const untapped = duel({ battlefield: ["Gilder Bairn", "Island", "Island", "Island", { card: "Triskelion", counters: { "+1/+1": 2 } }] });
    expect(hasAction(untapped, "activate", untapped.permanent("Gilder Bairn").id)).toBe(false);

    const g = duel({ battlefield: [{ card: "Gilder Bairn", tapped: true }, "Island", "Island", "Island", { card: "Triskelion", counters: { "+1/+1": 2 } }] });
    g.activate("Gilder Bairn");
    // 601.2b: the {G/U} half is chosen before targets.
    expect(g.expectPrompt("chooseManaSymbols").symbols).toEqual([{ symbol: "{G/U}", options: ["G", "U"] }]);
    g.symbols("U").targets("Triskelion");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ U: 1, G: 0, generic: 2 });
    expect(pay.parts.map((p) => p.text)).toEqual(["{Q}"]);
    g.autoPay();
    expect(g.permanent("Gilder Bairn").tapped).toBe(false);
    g.passAll();
    // 701.10e: doubled — as many as it has are put on it.
    expect(g.permanent("Triskelion").counters).toEqual({ "+1/+1": 4 });
    expect(g.eventsOf("counterAdded")).toMatchObject([{ name: "Triskelion", counter: "+1/+1", amount: 2 }]);
  });

  it("701.10e: each kind of counter is doubled — +1/+1 and -1/-1 counters, then annihilation (704.5q); charge counters", () => {
    const lands = ["Island", "Island", "Island"];
    const g = duel({ battlefield: [{ card: "Gilder Bairn", tapped: true }, ...lands, { card: "Grizzly Bears", counters: { "+1/+1": 3, "-1/-1": 1 } }] });
    g.activate("Gilder Bairn").symbols("U").targets("Grizzly Bears").autoPay().passAll();
    // 6 +1/+1 and 2 -1/-1 counters leave 4 +1/+1 counters.
    expect(g.permanent("Grizzly Bears").counters).toEqual({ "+1/+1": 4 });
    expect(g.pt("Grizzly Bears")).toEqual([6, 6]);
    const chalice = duel({ battlefield: [{ card: "Gilder Bairn", tapped: true }, ...lands, { card: "Everflowing Chalice", counters: { charge: 2 } }] });
    chalice.activate("Gilder Bairn").symbols("U").targets("Everflowing Chalice").autoPay().passAll();
    expect(chalice.permanent("Everflowing Chalice").counters).toEqual({ charge: 4 });
  });

  it("107.4e: its own {1}{G/U}{G/U} cost — each hybrid symbol paid with green or blue as chosen", () => {
    const g = duel({ hand: ["Gilder Bairn"], battlefield: ["Forest", "Island", "Plains"] });
    g.cast("Gilder Bairn");
    expect(g.expectPrompt("chooseManaSymbols").symbols).toEqual(Array(2).fill({ symbol: "{G/U}", options: ["G", "U"] }));
    g.symbols("G", "U");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ G: 1, U: 1, generic: 1 });
    g.autoPay().passAll();
    expect(g.pt("Gilder Bairn")).toEqual([1, 3]);
  });

  it("302.6: {Q} is subject to summoning sickness like {T}", () => {
    const g = duel({
      battlefield: [{ card: "Gilder Bairn", tapped: true, sick: true }, "Island", "Island", "Island", { card: "Triskelion", counters: { "+1/+1": 2 } }],
    });
    const id = g.permanent("Gilder Bairn").id;
    expect(hasAction(g, "activate", id)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: id, ability: 0 }).rule).toBe("602.5");
  });

  it("107.4e, 701.10e: {G/U} may be paid with green instead; each kind of counter on the target is doubled", () => {
    const g = duel(
      { battlefield: [{ card: "Gilder Bairn", tapped: true }, "Forest", "Forest", "Forest"] },
      {
        battlefield: [
          { card: "Everflowing Chalice", counters: { charge: 3 } },
          { card: "Triskelion", counters: { "+1/+1": 1 } },
        ],
      },
    );
    g.activate("Gilder Bairn").symbols("G").targets("Everflowing Chalice");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ G: 1, U: 0, generic: 2 });
    g.autoPay().passAll();
    expect(g.permanent("Everflowing Chalice").counters).toEqual({ charge: 6 });
    expect(g.permanent("Triskelion").counters).toEqual({ "+1/+1": 1 });
  });
});
