// Crush Contraband: 'choose one or both' (700.2).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { exileNames } from "../support/zones.ts";

describe("Crush Contraband", () => {
  it("700.2: choose both modes — exile an artifact and an enchantment, its caster's own among the choices", () => {
    const g = duel(
      { hand: ["Crush Contraband"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Lotus Petal"] },
      { battlefield: ["Sol Ring", { card: "Grizzly Bears", label: "bears" }, { card: "Holy Strength", attachedTo: "bears" }] },
    );
    g.cast("Crush Contraband");
    expect(g.expectPrompt("chooseModes")).toMatchObject({ min: 1, max: 2, available: [true, true] });
    g.chooseModes(0, 1);
    // "Exile target artifact": Ana's own Lotus Petal is an option too.
    expect(g.targetOptionNames().sort()).toEqual(["Lotus Petal", "Sol Ring"]);
    g.targets("Sol Ring");
    expect(g.targetOptionNames()).toEqual(["Holy Strength"]);
    g.targets("Holy Strength").autoPay().passAll();
    expect(exileNames(g).sort()).toEqual(["Holy Strength", "Sol Ring"]);
    expect(g.permanents("Lotus Petal")).toHaveLength(1);
  });

  it("700.2: choose one mode — only its target is chosen and only it happens", () => {
    const g = duel(
      { hand: ["Crush Contraband"], battlefield: ["Plains", "Plains", "Plains", "Plains"] },
      { battlefield: ["Sol Ring", { card: "Grizzly Bears", label: "bears" }, { card: "Holy Strength", attachedTo: "bears" }] },
    );
    g.cast("Crush Contraband").chooseModes(1);
    expect(g.expectPrompt("chooseTargets").text).toBe("target enchantment");
    g.targets("Holy Strength");
    g.expectPrompt("payCosts");
    g.autoPay().passAll();
    expect(exileNames(g)).toEqual(["Holy Strength"]);
    expect(g.permanents("Sol Ring")).toHaveLength(1);
  });

  it("700.2a: a mode with no legal target can't be chosen; choosing none is refused too", () => {
    const g = duel({ hand: ["Crush Contraband"], battlefield: ["Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Sol Ring"] });
    g.cast("Crush Contraband");
    expect(g.expectPrompt("chooseModes").available).toEqual([true, false]);
    expect(g.refuseAnswer({ kind: "modes", modes: [0, 1] }).rule).toBe("700.2a");
    expect(g.refuseAnswer({ kind: "modes", modes: [] }).rule).toBe("700.2");
  });
});
