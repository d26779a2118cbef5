// Removal: sacrifices (Innocent Blood, Diabolic Edict), mass removal (Perish, Mass Calcify), Doom Blade and Shock.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { sorted } from "../support/zones.ts";
import { activateAndResolve } from "../support/casting.ts";
import { shields } from "../support/combat.ts";

describe("Innocent Blood", () => {
  it("608.2e: each player chooses a creature in APNAP order, then all are sacrificed at once", () => {
    const g = duel({ hand: ["Innocent Blood"], battlefield: ["Swamp", "Grizzly Bears", "Savannah Lions"] }, { battlefield: ["Hill Giant", "Forest"] });
    g.castAndPay("Innocent Blood").passAll();
    const ana = g.expectPrompt("chooseObject", "Ana");
    expect(sorted(ana.options.map((id) => g.nameOfObject(id)!))).toEqual(["Grizzly Bears", "Savannah Lions"]);
    g.answer({ kind: "choose", object: g.permanent("Savannah Lions").id });
    // Nothing is sacrificed until Ben has chosen too.
    expect(g.permanents("Savannah Lions")).toHaveLength(1);
    const ben = g.expectPrompt("chooseObject", "Ben");
    expect(ben.options.map((id) => g.nameOfObject(id))).toEqual(["Hill Giant"]);
    g.answer({ kind: "choose", object: g.permanent("Hill Giant").id });
    expect(
      g
        .eventsOf("zoneChanged")
        .filter((e) => e.rule === "608.2e")
        .map((e) => e.name),
    ).toEqual(["Savannah Lions", "Hill Giant"]);
    expect(g.graveyardNames("Ana")).toEqual(["Savannah Lions", "Innocent Blood"]);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });

  it("701.21a: sacrificing isn't destroying — an indestructible Darksteel Myr is sacrificed; a player with no creature isn't asked", () => {
    const g = duel({ hand: ["Innocent Blood"], battlefield: ["Swamp", "Darksteel Myr"] }, { battlefield: ["Forest"] });
    g.castAndPay("Innocent Blood").passAll();
    g.expectPrompt("chooseObject", "Ana");
    g.answer({ kind: "choose", object: g.permanent("Darksteel Myr").id });
    expect(g.graveyardNames("Ana")).toEqual(["Darksteel Myr", "Innocent Blood"]);
    g.expectPrompt("priority", "Ana");
  });
});

describe("Diabolic Edict", () => {
  it("701.21a: the target player, not the caster, chooses which of their creatures to sacrifice", () => {
    const g = duel({ hand: ["Diabolic Edict"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["Hill Giant", "Grizzly Bears"] });
    g.cast("Diabolic Edict");
    expect(g.targetOptionNames()).toEqual(["Ana", "Ben"]);
    g.targets("Ben").autoPay().passAll();
    const prompt = g.expectPrompt("chooseObject", "Ben");
    expect(sorted(prompt.options.map((id) => g.nameOfObject(id)!))).toEqual(["Grizzly Bears", "Hill Giant"]);
    g.answer({ kind: "choose", object: g.permanent("Grizzly Bears").id });
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });

  it("115.1: it targets the player, not the creature — a hexproof Gladecover Scout can still be sacrificed", () => {
    const g = duel({ battlefield: ["Gladecover Scout"] }, { hand: ["Diabolic Edict"], battlefield: ["Swamp", "Swamp"] });
    g.pass();
    g.castAndPay("Diabolic Edict", "Ana").passAll();
    g.expectPrompt("chooseObject", "Ana");
    g.answer({ kind: "choose", object: g.permanent("Gladecover Scout").id });
    expect(g.graveyardNames("Ana")).toEqual(["Gladecover Scout"]);
  });
});

describe("Perish", () => {
  // Which creatures it destroys (every green one, a multicolored or land creature included) is tested with
  // the rule, in test/engine/608-resolution-rules.test.ts (608.2j).
  it("608.2h: colours are checked as it resolves — a green creature made black in response survives", () => {
    const g = duel(
      { hand: ["Perish"], battlefield: ["Swamp", "Swamp", "Swamp"] },
      { hand: ["Deathlace"], battlefield: ["Llanowar Elves", "Grizzly Bears", "Swamp"] },
    );
    g.castAndPay("Perish").pass();
    g.castAndPay("Deathlace", "Llanowar Elves").passAll();
    g.passAll();
    expect(g.permanents("Llanowar Elves")).toHaveLength(1);
    expect(g.graveyardNames("Ben")).toEqual(["Deathlace", "Grizzly Bears"]);
  });

  it("701.19c: they can't be regenerated — River Boa with a regeneration shield is destroyed all the same", () => {
    const g = duel({ hand: ["Perish"], battlefield: ["Swamp", "Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
    g.castAndPay("Perish").pass();
    activateAndResolve(g, "River Boa");
    expect(shields(g)).toEqual(["River Boa: regenerate"]);
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["River Boa"]);
    expect(g.eventsOf("regenerated")).toEqual([]);
  });
});

describe("Mass Calcify", () => {
  it("608.2h: destroys all nonwhite creatures — white ones stay, and so does an indestructible colourless Darksteel Myr", () => {
    const g = duel(
      { hand: ["Mass Calcify"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Savannah Lions", "Grizzly Bears"] },
      { battlefield: ["Serra Angel", "Hill Giant", "Darksteel Myr", "Walking Corpse"] },
    );
    g.castAndPay("Mass Calcify").passAll();
    expect(sorted(g.graveyardNames("Ana"))).toEqual(["Grizzly Bears", "Mass Calcify"]);
    expect(sorted(g.graveyardNames("Ben"))).toEqual(["Hill Giant", "Walking Corpse"]);
    expect(g.permanents("Serra Angel")).toHaveLength(1);
    expect(g.permanents("Savannah Lions")).toHaveLength(1);
    expect(g.permanents("Darksteel Myr")).toHaveLength(1);
  });
});

describe("Doom Blade", () => {
  it("115.1: 'target nonblack creature' — black creatures aren't options; a nonblack one is destroyed", () => {
    const g = duel(
      { hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp", "Savannah Lions"] },
      { battlefield: ["Grizzly Bears", "Walking Corpse", "Black Knight", "Vampire Nighthawk"] },
    );
    g.cast("Doom Blade");
    expect(sorted(g.targetOptionNames())).toEqual(["Grizzly Bears", "Savannah Lions"]);
    g.targets("Grizzly Bears").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Grizzly Bears")).toMatchObject({ rule: "701.8a" });
  });
});

describe("Shock", () => {
  it("120.3: 2 damage to any target — a player loses 2 life; a 2/2 dies, a 3/3 keeps 2 damage marked", () => {
    const g = duel({ hand: ["Shock", "Shock", "Shock"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    g.cast("Shock");
    expect(sorted(g.targetOptionNames())).toEqual(["Ana", "Ben", "Grizzly Bears", "Hill Giant"]);
    g.targets("Ben").autoPay().passAll();
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    g.castAndPay("Shock", "Hill Giant").passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.permanent("Hill Giant").damage).toBe(2);
  });
});
