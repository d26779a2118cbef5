// Force of Will: an alternative cost of life and a card exiled from hand (118.9).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { exileNames } from "../support/zones.ts";
import { mana, lastReversal } from "../support/casting.ts";

describe("Force of Will", () => {
  it("118.9, 601.2b: the alternative cost — 1 life and a blue card exiled from hand — counters a spell without any mana", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Force of Will", "Counterspell", "Lightning Bolt"] });
    g.cast("Lightning Bolt").targets("Ben").autoPay();
    g.pass();
    g.cast("Force of Will");
    expect(g.expectPrompt("chooseCosts", "Ben").alternatives.map((a) => a.id)).toEqual(["mana", "force-of-will"]);
    g.chooseCosts("force-of-will").targets("Lightning Bolt");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toBeNull(); // 601.2g: no mana payment in this total cost
    // Only a blue card may be exiled: not the red Lightning Bolt.
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([
      ["pay 1 life", []],
      ["exile a blue card from your hand", ["Counterspell"]],
    ]);
    g.payPart("pay 1 life").payPart("exile a blue card", "Counterspell");
    g.passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(g.life("Ben")).toBe(19);
    expect(exileNames(g)).toEqual(["Counterspell"]);
    expect(g.graveyardNames("Ben")).toEqual(["Force of Will"]);
    expect(g.handNames("Ben")).toEqual(["Lightning Bolt"]);
  });

  it("118.9c: its mana cost is unchanged — cast for it, Force of Will costs {3}{U}{U}", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { hand: ["Force of Will"], battlefield: ["Island", "Island", "Island", "Island", "Island"] },
    );
    g.cast("Lightning Bolt").targets("Ben").autoPay();
    g.pass();
    g.cast("Force of Will").chooseCosts("mana").targets("Lightning Bolt");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ U: 2, generic: 3 }));
    expect(pay.parts).toEqual([]);
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(20);
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
  });

  it("118.3, 601.2h: without another blue card in hand the alternative cost can't be paid, and the cast is reversed", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Force of Will", "Lightning Bolt"] });
    g.cast("Lightning Bolt").targets("Ben").autoPay();
    g.pass();
    g.cast("Force of Will").chooseCosts("force-of-will").targets("Lightning Bolt");
    expect(lastReversal(g)).toMatchObject({ player: 1, rule: "601.2h" });
    expect(g.handNames("Ben").sort()).toEqual(["Force of Will", "Lightning Bolt"]);
    expect(g.life("Ben")).toBe(20);
    expect(g.stackNames()).toEqual(["Lightning Bolt"]);
    g.expectPrompt("priority", "Ben");
  });
});
