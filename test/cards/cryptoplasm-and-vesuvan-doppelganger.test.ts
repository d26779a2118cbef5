// Cryptoplasm and Vesuvan Doppelganger: becoming a copy at upkeep and keeping the ability (707.4, 707.9); Runeclaw
// Bear, the creature they copy.

import { describe, expect, it } from "vitest";
import { castCopying, ISLANDS } from "../support/copies.ts";
import { duel } from "../support/scenario.ts";
import { chars } from "../support/characteristics.ts";

describe("Cryptoplasm", () => {
  it("707.4, 707.9a: each upkeep it may become a copy of another creature, and as a copy it keeps the ability, so it may change again", () => {
    const g = duel(
      { battlefield: ["Cryptoplasm", "Grizzly Bears"], library: ["Plains", "Plains", "Plains"] },
      { battlefield: ["Hill Giant"], library: ["Plains", "Plains"] },
      { turn: 2, activePlayer: 1, step: "end" },
    );
    g.passUntilPrompt("chooseTargets");
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    g.targets("Grizzly Bears").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(chars(g, "Cryptoplasm")).toMatchObject({ name: "Grizzly Bears", power: 2, toughness: 2 });
    // Ana's next upkeep: the copy's own ability triggers again.
    g.passUntil("end", 4);
    g.passUntilPrompt("chooseTargets");
    g.targets("Hill Giant").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(chars(g, "Cryptoplasm")).toMatchObject({ name: "Hill Giant", power: 3, toughness: 3 });
    // "You may": declined, it stays what it is.
    g.passUntil("end", 6);
    g.passUntilPrompt("chooseTargets");
    g.targets("Grizzly Bears").passAll();
    g.answer({ kind: "option", option: "no" });
    expect(chars(g, "Cryptoplasm").name).toBe("Hill Giant");
  });
});

describe("Vesuvan Doppelganger", () => {
  it("707.9c: a copy of Runeclaw Bear that stays blue; at its upkeep it may copy another creature, still blue, keeping the ability", () => {
    const g = duel({ hand: ["Vesuvan Doppelganger"], battlefield: [...ISLANDS, "Island", "Runeclaw Bear", "Woodland Changeling"] });
    castCopying(g, "Vesuvan Doppelganger", "Runeclaw Bear");
    expect(chars(g, "Vesuvan Doppelganger")).toMatchObject({ name: "Runeclaw Bear", colors: ["U"], power: 2, toughness: 2 });
    g.passUntil("end", 4);
    g.passUntilPrompt("chooseTargets");
    g.targets("Woodland Changeling").passAll();
    g.answer({ kind: "option", option: "no" });
    expect(chars(g, "Vesuvan Doppelganger").name).toBe("Runeclaw Bear");
    g.passUntil("end", 6);
    g.passUntilPrompt("chooseTargets");
    g.targets("Woodland Changeling").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(chars(g, "Vesuvan Doppelganger")).toMatchObject({ name: "Woodland Changeling", colors: ["U"], keywords: ["Changeling"] });
  });
});

describe("Runeclaw Bear", () => {
  it("a vanilla green 2/2 Bear", () => {
    const g = duel({ battlefield: ["Runeclaw Bear"] });
    expect(chars(g, "Runeclaw Bear")).toMatchObject({ colors: ["G"], subtypes: ["Bear"], power: 2, toughness: 2, abilities: [] });
  });
});
