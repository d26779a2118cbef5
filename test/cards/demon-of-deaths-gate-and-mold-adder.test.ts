// Demon of Death's Gate (an alternative cost of life and sacrifices, 118.9) and Mold Adder ("whenever an opponent
// casts a blue or black spell").

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Demon of Death's Gate", () => {
  it("118.9: cast by paying 6 life and sacrificing three black creatures rather than its mana cost", () => {
    const g = duel({ hand: ["Demon of Death's Gate"], battlefield: ["Typhoid Rats", "Typhoid Rats", "Walking Corpse", "Grizzly Bears"] });
    g.cast("Demon of Death's Gate").chooseCosts("demon-of-deaths-gate");
    g.payPart("pay 6 life").payPart("sacrifice three black creatures", "Typhoid Rats", "Typhoid Rats", "Walking Corpse");
    g.passAll();
    expect(g.life("Ana")).toBe(14);
    expect(g.permanents("Demon of Death's Gate")).toHaveLength(1);
    expect(g.graveyardNames("Ana").sort()).toEqual(["Typhoid Rats", "Typhoid Rats", "Walking Corpse"]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });
});

describe("Mold Adder", () => {
  it("whenever an opponent casts a blue or black spell, its controller may put a +1/+1 counter on it", () => {
    const g = duel({ hand: ["Sign in Blood"], battlefield: ["Swamp", "Swamp", "Swamp"] }, { battlefield: ["Mold Adder"] });
    g.castAndPay("Sign in Blood", "Ana");
    expect(g.stackLabels()).toEqual(["Sign in Blood (Ana)", "Mold Adder (Ben)"]);
    g.passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(g.pt("Mold Adder", "Ben")).toEqual([2, 2]);
  });

  it("its controller's own spells and other colors don't trigger it", () => {
    const g = duel({ hand: ["Sign in Blood", "Lightning Bolt"], battlefield: ["Swamp", "Swamp", "Mountain", "Mold Adder"] });
    g.castAndPay("Sign in Blood", "Ana");
    expect(g.stackLabels()).toEqual(["Sign in Blood (Ana)"]);
    g.passAll();
    g.castAndPay("Lightning Bolt", "Ben");
    expect(g.stackLabels()).toEqual(["Lightning Bolt (Ana)"]);
  });
});
