// Furnace of Rath: damage doubled (614).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { attack, block, combatDamage } from "../support/combat.ts";

describe("Furnace of Rath", () => {
  it("614.1a: a burn spell's damage is doubled — to a player and to a creature", () => {
    const g = duel({ hand: ["Shock", "Shock"], battlefield: ["Furnace of Rath", "Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Shock", "Ben").passAll();
    expect(g.life("Ben")).toBe(16);
    g.castAndPay("Shock", "Hill Giant").passAll();
    expect(g.eventsOf("damageDealt").map((e) => [e.targetName, e.amount])).toEqual([
      ["Ben", 4],
      ["Hill Giant", 4],
    ]);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.eventsOf("replaced")).toMatchObject([
      { source: "Furnace of Rath", rule: "614.1a" },
      { source: "Furnace of Rath", rule: "614.1a" },
    ]);
  });

  it("614.1a: any source, any controller — the opponent's damage to the Furnace's controller is doubled too", () => {
    const g = duel({ battlefield: ["Furnace of Rath"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.pass();
    g.castAndPay("Shock", "Ana").passAll();
    expect(g.life("Ana")).toBe(16);
  });

  it("614.1a: combat damage is doubled, both ways", () => {
    const g = duel({ battlefield: ["Furnace of Rath", "Grizzly Bears", "Savannah Lions"] }, { battlefield: ["Hill Giant"] });
    attack(g, "Grizzly Bears", "Savannah Lions");
    block(g, ["Hill Giant", "Grizzly Bears"]);
    g.passUntil("combatDamage");
    expect(combatDamage(g).sort()).toEqual(["Grizzly Bears → Hill Giant: 4", "Hill Giant → Grizzly Bears: 6", "Savannah Lions → Ben: 4"]);
    expect(g.life("Ben")).toBe(16);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });

  it("614.5: two Furnaces quadruple the damage — each applies once, so it doesn't grow without end", () => {
    const g = duel({ hand: ["Shock"], battlefield: ["Furnace of Rath", "Furnace of Rath", "Mountain"] });
    g.castAndPay("Shock", "Ben").passAll();
    expect(g.life("Ben")).toBe(12);
    expect(g.eventsOf("replaced")).toHaveLength(2);
    // The two change the damage the same way: nobody is asked which applies first (616.1).
    expect(g.eventsOf("optionChosen")).toEqual([]);
  });

  it("702.15b: lifelink gains the doubled amount", () => {
    const g = duel({ battlefield: ["Furnace of Rath", "Vampire Nighthawk"] });
    attack(g, "Vampire Nighthawk");
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(16);
    expect(g.life("Ana")).toBe(24);
  });

  for (const first of ["Fog", "Furnace of Rath"])
    it(`616.1: with Fog, the defending player chooses which applies first (${first}) — the damage is prevented either way`, () => {
      const g = duel({ battlefield: ["Furnace of Rath", "Grizzly Bears"] }, { hand: ["Fog"], battlefield: ["Forest"] });
      attack(g, "Grizzly Bears");
      g.pass();
      g.castAndPay("Fog").passAll();
      g.passUntilPrompt("chooseOption");
      const prompt = g.expectPrompt("chooseOption", "Ben");
      expect(prompt.options).toHaveLength(2);
      g.answer({ kind: "option", option: prompt.options.find((o) => o.startsWith(`${first}:`))! });
      g.expectPrompt("priority");
      expect(g.step).toBe("combatDamage");
      expect(g.life("Ben")).toBe(20);
      expect(combatDamage(g)).toEqual([]);
      expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Grizzly Bears", amount: first === "Fog" ? 2 : 4 }]);
    });
});
