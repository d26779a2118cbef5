// Abnormal Endurance: an ability granted until end of turn by a resolved spell (613.1f), a "dies" trigger that
// returns the card the creature became (400.7, 603.10a).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Abnormal Endurance", () => {
  it("613.1f: +2/+0 and, dying this turn, the creature returns to the battlefield tapped under its owner's control", () => {
    const g = duel({ hand: ["Abnormal Endurance"], battlefield: ["Swamp", "Swamp", "Grizzly Bears"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.castAndPay("Abnormal Endurance", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 2]);
    expect(g.log().join("\n")).toContain(
      'Grizzly Bears gains "When this creature dies, return it to the battlefield tapped under its owner\'s control." until end of turn.',
    );
    g.pass();
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    g.passAll();
    const bears = g.permanent("Grizzly Bears");
    expect(bears.tapped).toBe(true);
    // A new object (400.7): without the bonus or the ability.
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });

  it("the ability ends with the turn", () => {
    const g = duel({ hand: ["Abnormal Endurance"], battlefield: ["Swamp", "Swamp", "Grizzly Bears"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.castAndPay("Abnormal Endurance", "Grizzly Bears").passAll();
    g.passUntil("upkeep", 4);
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    expect(g.stackLabels()).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Abnormal Endurance", "Grizzly Bears"]);
  });
});
