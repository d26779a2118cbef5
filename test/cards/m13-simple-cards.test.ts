// Magic 2013 cards made of existing pieces: Intrepid Hero (a target with power 4 or greater), Revive (a green card from
// your graveyard) and Jace's Phantasm (611.3a, as long as an opponent has ten or more cards in their graveyard).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Intrepid Hero", () => {
  it("115.1: {T} destroys a target creature with power 4 or greater; a smaller one can't be targeted", () => {
    const g = duel({ battlefield: ["Intrepid Hero"] }, { battlefield: ["Craw Wurm", "Hill Giant"] });
    g.activate("Intrepid Hero");
    expect(g.targetOptionNames()).toEqual(["Craw Wurm"]);
    g.targets("Craw Wurm").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Craw Wurm"]);
    expect(g.permanent("Intrepid Hero").tapped).toBe(true);
  });
});

describe("Revive", () => {
  it("115.1: returns a green card from your graveyard to your hand; other colors and the opponent's cards aren't options", () => {
    const g = duel({ hand: ["Revive"], battlefield: ["Forest", "Forest"], graveyard: ["Giant Growth", "Lightning Bolt"] }, { graveyard: ["Grizzly Bears"] });
    g.cast("Revive");
    const targets = g.expectPrompt("chooseTargets", "Ana");
    expect(targets.options.map((t) => (t.kind === "object" ? g.nameOfObject(t.id) : t.id))).toEqual(["Giant Growth"]);
    g.answer({ kind: "targets", targets: targets.options }).autoPay().passAll();
    expect(g.handNames("Ana")).toEqual(["Giant Growth"]);
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt", "Revive"]);
  });
});

describe("Jace's Phantasm", () => {
  it("611.3a: +4/+4 only while an opponent has ten or more cards in their graveyard (not its controller)", () => {
    const ten = Array.from({ length: 10 }, () => "Island");
    expect(duel({ battlefield: ["Jace's Phantasm"] }, { graveyard: ten }).pt("Jace's Phantasm")).toEqual([5, 5]);
    expect(duel({ battlefield: ["Jace's Phantasm"] }, { graveyard: ten.slice(1) }).pt("Jace's Phantasm")).toEqual([1, 1]);
    expect(duel({ battlefield: ["Jace's Phantasm"], graveyard: ten }).pt("Jace's Phantasm")).toEqual([1, 1]);
  });
});
