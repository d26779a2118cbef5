// Unstable Shapeshifter (707.4) and Olivia Voldaren (707.11; control for as long as, 611.2b).

import { describe, expect, it } from "vitest";
import { controllerOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";
import { chars } from "../support/characteristics.ts";
import { ISLANDS } from "../support/copies.ts";

describe("Unstable Shapeshifter", () => {
  it("another creature: its own entering doesn't trigger it; an opponent's creature entering does", () => {
    const g = duel(
      { hand: ["Unstable Shapeshifter"], battlefield: [...ISLANDS, "Grizzly Bears"] },
      { hand: ["Hill Giant"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
    );
    g.castAndPay("Unstable Shapeshifter").passAll();
    expect(g.stackNames()).toEqual([]);
    expect(chars(g, "Unstable Shapeshifter")).toMatchObject({ name: "Unstable Shapeshifter", power: 0, toughness: 1 });
    g.passUntil("precombatMain", 4);
    g.castAndPay("Hill Giant").passAll();
    g.passAll();
    expect(chars(g, "Unstable Shapeshifter")).toMatchObject({ name: "Hill Giant", power: 3, toughness: 3, controller: 0 });
  });
});

describe("Olivia Voldaren", () => {
  const LANDS = ["Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Mountain"];

  it("{1}{R}: 1 damage to another target creature, which becomes a Vampire, and a +1/+1 counter on Olivia", () => {
    const g = duel({ battlefield: ["Olivia Voldaren", ...LANDS] }, { battlefield: ["Hill Giant"] });
    g.activate("Olivia Voldaren", "p0");
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.targets("Hill Giant").autoPay().passAll();
    expect(chars(g, "Hill Giant").subtypes).toEqual(["Giant", "Vampire"]);
    expect(g.pt("Olivia Voldaren")).toEqual([4, 4]);
  });

  it("611.2b: {3}{B}{B}: gain control of target Vampire for as long as you control Olivia — it ends when another player takes her", () => {
    const g = duel(
      { battlefield: ["Olivia Voldaren", ...LANDS] },
      { hand: ["Act of Treason"], battlefield: ["Vampire Nighthawk", "Mountain", "Mountain", "Mountain"] },
    );
    g.activate("Olivia Voldaren", "p1").targets("Vampire Nighthawk").autoPay().passAll();
    expect(controllerOf(g.reader, g.permanent("Vampire Nighthawk"))).toBe(0);
    g.passUntil("precombatMain", 4);
    g.castAndPay("Act of Treason", "Olivia Voldaren").passAll();
    expect(controllerOf(g.reader, g.permanent("Olivia Voldaren"))).toBe(1);
    expect(controllerOf(g.reader, g.permanent("Vampire Nighthawk"))).toBe(1);
    // Back under Ana's control at end of turn, Olivia doesn't take the Nighthawk again: that effect has ended.
    g.passUntil("upkeep", 5);
    expect(controllerOf(g.reader, g.permanent("Olivia Voldaren"))).toBe(0);
    expect(controllerOf(g.reader, g.permanent("Vampire Nighthawk"))).toBe(1);
  });
});
