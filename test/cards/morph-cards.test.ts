// Grinning Demon and Branchsnap Lorian (morph, 702.37) and Wandering Ones (a vanilla creature, the example of a card
// without morph in 707.3).

import { describe, expect, it } from "vitest";
import { characteristics, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { cardRegistry } from "../../server/cards/index.ts";
import { castFaceDown, faceDownOption, turnFaceUpOption } from "../support/face-down.ts";
import { duel } from "../support/scenario.ts";

describe("Grinning Demon", () => {
  it("its upkeep trigger makes its controller lose 2 life, face up; cast face down for {3} it has no ability until turned face up for {2}{B}{B}", () => {
    const g = duel({ hand: ["Grinning Demon"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] });
    castFaceDown(g, "Grinning Demon").passAll();
    g.passUntil("upkeep", 5);
    expect(g.life("Ana")).toBe(20);
    expect(turnFaceUpOption(g, "Grinning Demon")?.cost).toBe("{2}{B}{B}");
    g.answer({ kind: "turnFaceUp", permanent: g.permanent("Grinning Demon").id }).autoPay();
    // Turned face up in the upkeep, after the beginning of it: its ability waits for the next one.
    g.passUntil("upkeep", 7);
    g.passAll();
    expect(g.life("Ana")).toBe(18);
    expect(characteristics(g.reader, g.permanent("Grinning Demon"))).toMatchObject({ power: 6, toughness: 6, subtypes: ["Demon"] });
  });

  it("its Oracle text, with the morph keyword", () => {
    const def = cardRegistry.get("Grinning Demon")!;
    expect(def.text).toBe(
      "At the beginning of your upkeep, you lose 2 life.\nMorph {2}{B}{B} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)",
    );
  });
});

describe("Branchsnap Lorian", () => {
  it("a 4/1 with trample, cast face up for {1}{G}{G} or face down for {3}; turned face up for {G}", () => {
    const g = duel({ hand: ["Branchsnap Lorian"], battlefield: ["Forest", "Forest", "Forest", "Forest"] }, { battlefield: ["Grizzly Bears"] });
    expect(faceDownOption(g, "Branchsnap Lorian")).toMatchObject({ affordable: true });
    castFaceDown(g, "Branchsnap Lorian").passAll();
    g.passUntil("end");
    expect(turnFaceUpOption(g, "Branchsnap Lorian")).toMatchObject({ cost: "{G}", affordable: true });
    g.answer({ kind: "turnFaceUp", permanent: g.permanent("Branchsnap Lorian").id }).autoPay();
    expect(keywordsOf(g.reader, g.permanent("Branchsnap Lorian"))).toContain("Trample");
    expect(g.pt("Branchsnap Lorian")).toEqual([4, 1]);
  });

  it("trample after it is turned face up in combat: blocked by Grizzly Bears, 2 damage goes through", () => {
    const g = duel({ battlefield: [{ card: "Branchsnap Lorian", faceDown: true }, "Forest"] }, { battlefield: ["Grizzly Bears"] });
    g.attackAndBlock("Branchsnap Lorian", "Grizzly Bears");
    g.answer({ kind: "turnFaceUp", permanent: g.permanent("Branchsnap Lorian").id }).autoPay();
    g.passAll();
    const assign = g.expectPrompt("assignCombatDamage");
    g.answer({ kind: "damage", assignment: [{ blocker: assign.blockers[0]!, amount: 2 }], toPlayer: 2 });
    expect(g.life("Ben")).toBe(18);
  });
});

describe("Wandering Ones", () => {
  it("a vanilla 1/1 blue Spirit for {U}, with no morph: it has no face-down option", () => {
    const g = duel({ hand: ["Wandering Ones"], battlefield: ["Island"] });
    expect(faceDownOption(g, "Wandering Ones")).toBeUndefined();
    g.castAndPay("Wandering Ones").passAll();
    expect(characteristics(g.reader, g.permanent("Wandering Ones"))).toMatchObject({
      colors: ["U"],
      subtypes: ["Spirit"],
      power: 1,
      toughness: 1,
      abilities: [],
    });
  });
});
