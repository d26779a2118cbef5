// Spirit Mantle: protection from creatures (702.16).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Spirit Mantle", () => {
  it("702.16f, 702.16e: the enchanted creature gets +1/+1, can't be blocked by creatures, and creatures' damage to it is prevented", () => {
    const g = duel({ hand: ["Spirit Mantle"], battlefield: ["Plains", "Plains", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Spirit Mantle", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: 1 }] });
    g.passUntil("endOfCombat");
    expect(g.eventsOf("blockersDeclared")).toEqual([]);
    expect(g.life("Ben")).toBe(17);
  });

  it("702.16b: an ability from a creature source can't target the enchanted creature; a spell can", () => {
    const g = duel(
      { battlefield: ["Plains", { card: "Grizzly Bears", label: "bears" }, { card: "Spirit Mantle", attachedTo: "bears" }] },
      { hand: ["Lightning Bolt"], battlefield: ["Prodigal Sorcerer", "Mountain"] },
    );
    g.pass();
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames()).not.toContain("Grizzly Bears");
    g.cancel();
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames()).toContain("Grizzly Bears");
  });
});
