// Ice Cage: enchanted creature can't attack or block and its activated abilities can't be activated (602.5, 605.3a);
// "When enchanted creature becomes the target of a spell or ability, destroy Ice Cage" (an Aura watching its creature).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Ice Cage", () => {
  it("602.5: the enchanted creature's activated abilities can't be activated — mana abilities included (605.3a)", () => {
    const g = duel(
      { hand: ["Ice Cage", "Ice Cage"], battlefield: ["Island", "Island", "Island", "Island"] },
      { battlefield: ["Prodigal Sorcerer", "Llanowar Elves"] },
    );
    g.castAndPay("Ice Cage", "Prodigal Sorcerer").passAll();
    g.castAndPay("Ice Cage", "Llanowar Elves").passAll();
    g.pass();
    const ben = g.expectPrompt("priority", "Ben");
    expect(ben.actions.filter((a) => a.kind === "activate" || a.kind === "activateMana").map((a) => JSON.stringify(a))).toEqual([]);
    expect(g.refuseAnswer({ kind: "activate", source: g.permanent("Prodigal Sorcerer").id, ability: "p0" }).message).toBeTruthy();
  });

  it("when the enchanted creature becomes the target of a spell, Ice Cage is destroyed first", () => {
    const g = duel({ hand: ["Ice Cage", "Giant Growth"], battlefield: ["Island", "Island", "Forest"] }, { battlefield: ["Prodigal Sorcerer"] });
    g.castAndPay("Ice Cage", "Prodigal Sorcerer").passAll();
    g.castAndPay("Giant Growth", "Prodigal Sorcerer");
    expect(g.stackLabels()).toEqual(["Giant Growth (Ana)", "Ice Cage (Ana)"]);
    g.passAll();
    expect(g.permanents("Ice Cage")).toEqual([]);
    g.passAll();
    expect(g.pt("Prodigal Sorcerer", "Ben")).toEqual([4, 4]);
  });

  it("508.1c: the enchanted creature can't attack", () => {
    const g = duel({ hand: ["Ice Cage"], battlefield: ["Island", "Island", "Grizzly Bears"] });
    g.castAndPay("Ice Cage", "Grizzly Bears").passAll();
    while (g.prompt.kind === "priority" && g.step !== "postcombatMain") g.pass();
    expect(g.prompt.kind).toBe("priority");
  });
});
