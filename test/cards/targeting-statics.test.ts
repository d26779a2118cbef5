// Static abilities that limit targeting: Karplusan Strider (can't be the target of blue or black spells, 115.4) and
// True Believer (its controller has shroud, 702.18a).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Karplusan Strider", () => {
  it("115.4: black spells can't target it; red spells and abilities of blue or black sources can", () => {
    const g = duel(
      { hand: ["Doom Blade", "Shock"], battlefield: ["Swamp", "Swamp", "Mountain", "Prodigal Sorcerer"] },
      { battlefield: ["Karplusan Strider", "Grizzly Bears"] },
    );
    g.cast("Doom Blade");
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Prodigal Sorcerer"]);
    g.cancel();
    g.cast("Shock");
    expect(g.targetOptionNames()).toContain("Karplusan Strider");
    g.cancel();
    // Prodigal Sorcerer is blue, but its ability isn't a spell.
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames()).toContain("Karplusan Strider");
  });
});

describe("True Believer", () => {
  it("702.18a: its controller can't be the target of spells or abilities, even their own; other players can", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "True Believer", "Prodigal Sorcerer"] });
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames().sort()).toEqual(["Ben", "Prodigal Sorcerer", "True Believer"]);
    g.cancel();
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames()).not.toContain("Ana");
    expect(g.refuseAnswer({ kind: "targets", targets: [g.target("Ana")] }).message).toBeTruthy();
  });

  it("702.18a: an opponent's True Believer keeps that opponent from being targeted", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["True Believer"] });
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames().sort()).toEqual(["Ana", "True Believer"]);
  });
});
