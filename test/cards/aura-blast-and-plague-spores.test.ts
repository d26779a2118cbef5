// Seed 003's resolution examples: Aura Blast (an illegal target, 608.2b) and Plague Spores (two targets).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { sorted } from "../support/zones.ts";
import { activateAndResolve } from "../support/casting.ts";
import { shields } from "../support/combat.ts";

describe("Aura Blast", () => {
  it("701.8a, 121.1: it destroys target enchantment, then its controller draws a card", () => {
    const g = duel(
      { hand: ["Aura Blast"], battlefield: ["Plains", "Plains", { card: "Grizzly Bears", label: "bears" }], library: ["Island", "Forest"] },
      { battlefield: [{ card: "Pacifism", attachedTo: "bears" }, "Phyrexian Arena"] },
    );
    g.cast("Aura Blast");
    expect(sorted(g.targetOptionNames())).toEqual(["Pacifism", "Phyrexian Arena"]);
    g.targets("Pacifism").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Pacifism"]);
    expect(g.handNames("Ana")).toEqual(["Island"]);
    expect(g.graveyardNames("Ana")).toEqual(["Aura Blast"]);
  });

  // With its only target gone it does nothing at all: tested with the rule, in
  // test/engine/608-resolution-rules.test.ts (608.2b).
});

describe("Plague Spores", () => {
  // With one of its targets made illegal it still destroys the other: tested with the rule, in
  // test/engine/608-resolution-rules.test.ts (608.2b).
  it("115.1: two target words — 'target nonblack creature' (not the black Walking Corpse), then 'target land'; both are destroyed", () => {
    const g = duel(
      { hand: ["Plague Spores"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain"] },
      { battlefield: ["Grizzly Bears", "Walking Corpse", "Forest"] },
    );
    g.cast("Plague Spores");
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    g.targets("Grizzly Bears");
    expect(g.expectPrompt("chooseTargets").text).toBe("target land");
    expect(g.targetOptionNames()).toEqual(["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain", "Forest"]);
    g.targets("Forest").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears", "Forest"]);
    expect(g.permanents("Walking Corpse")).toHaveLength(1);
    expect(g.graveyardNames("Ana")).toEqual(["Plague Spores"]);
  });

  it("115.3: Dryad Arbor, a land creature, can be chosen for both 'target' words and is destroyed", () => {
    const g = duel(
      { hand: ["Plague Spores"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain"] },
      { battlefield: ["Dryad Arbor", "Walking Corpse"] },
    );
    g.cast("Plague Spores").targets("Dryad Arbor").targets("Dryad Arbor").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Dryad Arbor"]);
    expect(g.permanents("Walking Corpse")).toHaveLength(1);
  });

  it("701.19c: they can't be regenerated — River Boa with a regeneration shield is destroyed with the land", () => {
    const g = duel(
      { hand: ["Plague Spores"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain"] },
      { battlefield: ["River Boa", "Forest", "Forest"] },
    );
    g.cast("Plague Spores").targets("River Boa").targets("Forest").autoPay().pass();
    activateAndResolve(g, "River Boa");
    expect(shields(g)).toEqual(["River Boa: regenerate"]);
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["River Boa", "Forest"]);
    expect(g.eventsOf("regenerated")).toEqual([]);
  });
});
