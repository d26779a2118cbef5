// 603.4: an intervening "if you control …" clause is checked as the ability triggers and again as it resolves.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("603.4: 'if you control [N or more] [permanents]'", () => {
  it("603.4: the artifact gone before the ability resolves, it does nothing (Scholar of Stars)", () => {
    const g = duel(
      { hand: ["Scholar of Stars"], battlefield: ["Island", "Island", "Island", "Island", "Ornithopter"] },
      { hand: ["Shock"], battlefield: ["Mountain"] },
    );
    g.castAndPay("Scholar of Stars").passAll();
    expect(g.stackLabels()).toEqual(["Scholar of Stars (Ana)"]);
    g.pass();
    g.castAndPay("Shock", "Ornithopter").passAll();
    g.passAll();
    expect(g.handNames("Ana")).toEqual([]);
  });

  it("603.4: a count ('three or more creatures') is checked the same way (Leonin Vanguard)", () => {
    const g = duel({ battlefield: ["Leonin Vanguard", "Grizzly Bears", "Ornithopter"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.passUntil("beginningOfCombat");
    expect(g.stackLabels()).toEqual(["Leonin Vanguard (Ana)"]);
    g.pass();
    g.castAndPay("Shock", "Ornithopter").passAll();
    g.passAll();
    expect(g.life("Ana")).toBe(20);
    expect(g.pt("Leonin Vanguard")).toEqual([1, 1]);
  });
});
