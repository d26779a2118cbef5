// 115.7a and 115.9a: changing the target of a spell with a single target (Shunt).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const MOUNTAINS = ["Mountain", "Mountain", "Mountain"];

describe("115.7 changing targets", () => {
  it("115.7a, 603.2e: the new target becomes a target of the spell (its 'becomes the target' ability triggers)", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "Phantasmal Bear"] }, { hand: ["Shunt"], battlefield: [...MOUNTAINS] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Shunt", "Lightning Bolt").passAll();
    g.targets("Phantasmal Bear");
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Phantasmal Bear"]);
  });

  it("115.7a: the new target must be legal for the spell, seen from the spell's controller (a nonblack creature for Doom Blade)", () => {
    const g = duel(
      { hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp", "Savannah Lions"] },
      { hand: ["Shunt"], battlefield: [...MOUNTAINS, "Grizzly Bears", "Typhoid Rats"] },
    );
    g.castAndPay("Doom Blade", "Grizzly Bears").pass();
    g.castAndPay("Shunt", "Doom Blade").passAll();
    expect(g.targetOptionNames()).toEqual(["Savannah Lions"]);
    g.targets("Savannah Lions").passAll();
    expect(g.graveyardNames("Ana").sort()).toEqual(["Doom Blade", "Savannah Lions"]);
  });

  it("115.9a: a spell that chose no target is no spell with a single target", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] }, { hand: ["Shunt"], battlefield: [...MOUNTAINS] });
    g.castAndPay("Grizzly Bears").pass();
    g.cast("Shunt");
    // 601.2c: no legal target, so the cast is reversed.
    expect(g.eventsOf("castReversed")).toHaveLength(1);
    expect(g.handNames("Ben")).toEqual(["Shunt"]);
  });
});
