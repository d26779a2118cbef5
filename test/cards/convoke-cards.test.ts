// Convoke (702.51): Gather Courage and Meditation Puzzle.

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

describe("Gather Courage", () => {
  it("702.51a: convoke — with no land, tapping a green creature pays its {G}", () => {
    const g = duel({ hand: ["Gather Courage"], battlefield: [{ card: "Grizzly Bears", sick: true }] });
    g.cast("Gather Courage").targets("Grizzly Bears");
    const pay = g.expectPrompt("payCosts");
    const bears = g.permanent("Grizzly Bears").id;
    expect(pay.convoke).toEqual([{ creature: bears, colors: ["G"] }]);
    expect(pay.autoPay).toBe(true);
    g.answer({ kind: "convoke", taps: [{ creature: bears, mana: "G" }] });
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.stackNames()).toEqual(["Gather Courage"]);
    g.passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
  });

  it("702.51a: the priority prompt's hint counts creatures for convoke: affordable with a green creature and no land, not with a white one", () => {
    const castHint = (g: Scenario) => g.expectPrompt("priority").actions.find((a) => a.kind === "cast");
    expect(castHint(duel({ hand: ["Gather Courage"], battlefield: ["Grizzly Bears"] }))).toEqual(expect.objectContaining({ affordable: true }));
    expect(castHint(duel({ hand: ["Gather Courage"], battlefield: ["Savannah Lions"] }))).toEqual(expect.objectContaining({ affordable: false }));
  });

  it("702.51a: a creature pays only for mana of its own color or generic mana; the refusal cites convoke", () => {
    const g = duel({ hand: ["Gather Courage"], battlefield: ["Savannah Lions", "Grizzly Bears"] });
    g.cast("Gather Courage").targets("Grizzly Bears");
    const lions = g.permanent("Savannah Lions").id;
    expect(g.refuseAnswer({ kind: "convoke", taps: [{ creature: lions, mana: "G" }] }).rule).toBe("702.51a");
    expect(g.refuseAnswer({ kind: "convoke", taps: [{ creature: lions, mana: "generic" }] }).rule).toBe("702.51a");
    expect(g.refuseAnswer({ kind: "convoke", taps: [{ creature: lions, mana: "W" }] }).rule).toBe("702.51a");
  });

  it("702.51a: a spell without convoke offers no creatures to tap, and a convoke answer is refused", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest", "Grizzly Bears"] });
    g.cast("Giant Growth").targets("Grizzly Bears");
    expect(g.expectPrompt("payCosts").convoke).toBeUndefined();
    expect(g.refuseAnswer({ kind: "convoke", taps: [{ creature: g.permanent("Grizzly Bears").id, mana: "G" }] }).rule).toBe("702.51a");
  });
});

describe("Meditation Puzzle", () => {
  it("702.51a: autoPay taps the lands and Llanowar Elves for mana first (601.2g), then creatures for what mana can't pay", () => {
    const g = duel({ hand: ["Meditation Puzzle"], battlefield: ["Plains", "Plains", "Llanowar Elves", "Savannah Lions", "Grizzly Bears"] });
    g.cast("Meditation Puzzle");
    expect(g.expectPrompt("payCosts").autoPay).toBe(true);
    g.autoPay();
    expect(g.state.battlefield.every((p) => p.tapped)).toBe(true);
    expect(g.eventsOf("costPaid").map((e) => e.text)).toEqual(["convoke: tap Savannah Lions for {W}", "convoke: tap Grizzly Bears for {1}"]);
    g.passAll();
    expect(g.life("Ana")).toBe(28);
  });

  it("601.2g, 601.2h: once a creature is tapped for convoke no mana ability can be activated; the rest is paid from the pool", () => {
    const g = duel({ hand: ["Meditation Puzzle"], battlefield: ["Plains", "Plains", "Plains", "Savannah Lions", "Grizzly Bears"] });
    g.cast("Meditation Puzzle");
    g.tapForMana("Plains").tapForMana("Plains").tapForMana("Plains");
    g.answer({
      kind: "convoke",
      taps: [
        { creature: g.permanent("Savannah Lions").id, mana: "W" },
        { creature: g.permanent("Grizzly Bears").id, mana: "generic" },
      ],
    });
    const pay = g.expectPrompt("payCosts");
    expect(pay.manaAbilities).toEqual([]);
    expect(pay.mana).toEqual(expect.objectContaining({ W: 1, generic: 2 }));
    g.pay();
    g.passAll();
    expect(g.life("Ana")).toBe(28);
  });

  it("702.51a: tapping more creatures than the cost has mana of a kind is refused", () => {
    const g = duel({ hand: ["Gather Courage"], battlefield: ["Grizzly Bears", "Llanowar Elves"] });
    g.cast("Gather Courage").targets("Grizzly Bears");
    const taps = ["Grizzly Bears", "Llanowar Elves"].map((n) => ({ creature: g.permanent(n).id, mana: "G" as const }));
    expect(g.refuseAnswer({ kind: "convoke", taps }).rule).toBe("702.51a");
  });

  it("702.51a, 601.2h: without enough mana and creatures, casting it is reversed once the last mana ability is used", () => {
    const g = duel({ hand: ["Meditation Puzzle"], battlefield: ["Plains", "Savannah Lions"] });
    g.cast("Meditation Puzzle");
    expect(g.expectPrompt("payCosts").autoPay).toBe(false);
    g.tapForMana("Plains");
    expect(g.eventsOf("castReversed")).toEqual([expect.objectContaining({ name: "Meditation Puzzle", rule: "601.2h" })]);
  });
});
