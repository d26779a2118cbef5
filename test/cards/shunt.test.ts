// Shunt: "Change the target of target spell with a single target." (115.9a: one target chosen, once; 115.7a: the target
// changes only to another legal target, or stays.)

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const MOUNTAINS = ["Mountain", "Mountain", "Mountain"];

describe("Shunt", () => {
  it("115.7a: the spell's target changes to another target legal for it, chosen by Shunt's controller", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Shunt"], battlefield: [...MOUNTAINS, "Grizzly Bears"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Shunt", "Lightning Bolt").passAll();
    const prompt = g.expectPrompt("chooseTargets", "Ben");
    expect(g.targetOptionNames()).not.toContain("Ben");
    expect(prompt.min).toBe(1);
    g.targets("Ana");
    expect(g.log()).toContain("Lightning Bolt targets Ana.");
    g.passAll();
    expect(g.life("Ana")).toBe(17);
    expect(g.life("Ben")).toBe(20);
  });

  it("115.9a: only a spell with exactly one target can be its target", () => {
    const g = duel(
      { hand: ["Cone of Flame", "Grizzly Bears", "Lightning Bolt"], battlefield: [...MOUNTAINS, "Mountain", "Mountain", "Forest", "Forest", "Mountain"] },
      { hand: ["Shunt"], battlefield: [...MOUNTAINS, "Hill Giant", "Savannah Lions"] },
    );
    g.cast("Cone of Flame").targets("Ben").targets("Hill Giant").targets("Savannah Lions").autoPay();
    g.castAndPay("Lightning Bolt", "Ben");
    g.pass();
    g.cast("Shunt");
    expect(g.targetOptionNames()).toEqual(["Lightning Bolt"]);
  });

  it("115.7a: with no other legal target, the target stays unchanged", () => {
    const g = duel(
      { hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] },
      { hand: ["Shunt"], battlefield: [...MOUNTAINS, "Grizzly Bears", "Typhoid Rats"] },
    );
    g.castAndPay("Doom Blade", "Grizzly Bears").pass();
    g.castAndPay("Shunt", "Doom Blade").passAll();
    expect(g.stackNames()).toEqual(["Doom Blade"]);
    g.passAll();
    expect(g.graveyardNames("Ben").sort()).toEqual(["Grizzly Bears", "Shunt"]);
  });
});
