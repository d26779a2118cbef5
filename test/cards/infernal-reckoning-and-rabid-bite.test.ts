// Infernal Reckoning (a colorless creature, 105.2c; life equal to its power as it last existed, 608.2h) and Rabid Bite
// (one creature deals damage equal to its power to another: not a fight, 701.14).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Infernal Reckoning", () => {
  it("105.2c: exiles target colorless creature; its caster gains life equal to its power", () => {
    const g = duel({ hand: ["Infernal Reckoning"], battlefield: ["Swamp", "Bronze Sable"] }, { battlefield: ["Grizzly Bears", "Ornithopter"] });
    g.cast("Infernal Reckoning");
    expect(g.targetOptionNames().sort()).toEqual(["Bronze Sable", "Ornithopter"]);
    g.targets("Bronze Sable").autoPay().passAll();
    expect(g.state.exile.map((c) => c.card)).toEqual(["Bronze Sable"]);
    expect(g.life("Ana")).toBe(22);
  });
});

describe("Rabid Bite", () => {
  it("target creature its caster controls deals damage equal to its power to target creature they don't control", () => {
    const g = duel({ hand: ["Rabid Bite"], battlefield: ["Forest", "Forest", "Hill Giant"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Rabid Bite").targets("Hill Giant").targets("Grizzly Bears").autoPay().passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(0);
    expect(g.permanent("Hill Giant").damage).toBe(0);
  });

  it("608.2b: with its own creature gone, no damage", () => {
    const g = duel(
      { hand: ["Rabid Bite"], battlefield: ["Forest", "Forest", "Hill Giant"] },
      { hand: ["Lightning Bolt"], battlefield: ["Grizzly Bears", "Mountain"] },
    );
    g.cast("Rabid Bite").targets("Hill Giant").targets("Grizzly Bears").autoPay().pass();
    g.castAndPay("Lightning Bolt", "Hill Giant").passAll().passAll();
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
  });
});
