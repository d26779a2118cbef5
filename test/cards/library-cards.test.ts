// Tenth Edition's library cards: milling half a library (Traumatize), shuffling a graveyard into a library
// (Reminisce), revealing the top card (Aven Windreader), and looking at the top cards to put them back in any
// order (Sage Owl, Discombobulate), split between hand, top and bottom (Telling Time), or to take a creature card
// (Commune with Nature).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Traumatize", () => {
  it("107.1a, 701.17a: the target player mills half their library, rounded down", () => {
    const library = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Forest", "Island"];
    const g = duel({ hand: ["Traumatize"], battlefield: ["Island", "Island", "Island", "Island", "Island"] }, { library });
    g.castAndPay("Traumatize", "Ben").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Forest", "Island", "Swamp"]);
    expect(g.state.players[1]!.library).toEqual(["Mountain", "Plains", "Forest", "Island"]);
  });
});

describe("Reminisce", () => {
  it("701.24: the target player's graveyard goes into their library, which is shuffled", () => {
    const g = duel({ hand: ["Reminisce"], battlefield: ["Island", "Island", "Island"] }, { graveyard: ["Grizzly Bears", "Hill Giant"], library: ["Forest"] });
    g.castAndPay("Reminisce", "Ben").passAll();
    expect(g.graveyardNames("Ben")).toEqual([]);
    expect([...g.state.players[1]!.library].sort()).toEqual(["Forest", "Grizzly Bears", "Hill Giant"]);
    expect(g.eventsOf("shuffled")).toMatchObject([{ player: 1 }]);
  });
});

describe("Aven Windreader", () => {
  it("701.20a: the target player reveals the top card of their library, which stays there", () => {
    const g = duel({ battlefield: ["Island", "Island", "Aven Windreader"] }, { library: ["Hill Giant", "Forest"] });
    g.activate("Aven Windreader").targets("Ben").autoPay().passAll();
    expect(g.eventsOf("revealed")).toMatchObject([{ player: 1, from: "library", names: ["Hill Giant"] }]);
    expect(g.state.players[1]!.library).toEqual(["Hill Giant", "Forest"]);
  });
});

describe("Sage Owl", () => {
  it("401.2: entering, its controller looks at the top four cards and puts them back in the order they choose", () => {
    const g = duel({ hand: ["Sage Owl"], battlefield: ["Island", "Island"], library: ["Forest", "Island", "Swamp", "Mountain", "Plains"] });
    g.castAndPay("Sage Owl").passAll();
    g.passAll();
    const prompt = g.expectPrompt("chooseOption", "Ana");
    expect([...prompt.options].sort()).toEqual(["Forest", "Island", "Mountain", "Swamp"]);
    g.answer({ kind: "option", option: "Mountain" });
    g.answer({ kind: "option", option: "Forest" });
    g.answer({ kind: "option", option: "Swamp" });
    expect(g.state.players[0]!.library).toEqual(["Mountain", "Forest", "Swamp", "Island", "Plains"]);
  });
});

describe("Discombobulate", () => {
  it("701.6a: counters the spell, then its controller reorders the top four cards", () => {
    const g = duel(
      { battlefield: ["Forest", "Forest"], hand: ["Grizzly Bears"] },
      { hand: ["Discombobulate"], battlefield: ["Island", "Island", "Island", "Island"], library: ["Forest", "Island", "Swamp", "Mountain"] },
    );
    g.castAndPay("Grizzly Bears");
    g.pass();
    g.castAndPay("Discombobulate", "Grizzly Bears").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    g.expectPrompt("chooseOption", "Ben");
    g.answer({ kind: "option", option: "Swamp" }).answer({ kind: "option", option: "Mountain" }).answer({ kind: "option", option: "Island" });
    expect(g.state.players[1]!.library).toEqual(["Swamp", "Mountain", "Island", "Forest"]);
  });
});

describe("Telling Time", () => {
  it("puts one of the top three cards into the hand, one on top and one on the bottom", () => {
    const g = duel({ hand: ["Telling Time"], battlefield: ["Island", "Island"], library: ["Forest", "Island", "Swamp", "Mountain", "Plains"] });
    g.castAndPay("Telling Time").passAll();
    expect([...g.expectPrompt("chooseOption", "Ana").options].sort()).toEqual(["Forest", "Island", "Swamp"]);
    g.answer({ kind: "option", option: "Swamp" });
    g.answer({ kind: "option", option: "Forest" });
    expect(g.handNames("Ana")).toEqual(["Swamp"]);
    expect(g.state.players[0]!.library).toEqual(["Forest", "Mountain", "Plains", "Island"]);
  });
});

describe("Commune with Nature", () => {
  it("701.20a: may reveal a creature card among the top five and take it; the rest go to the bottom in any order", () => {
    const library = ["Forest", "Grizzly Bears", "Giant Growth", "Hill Giant", "Island", "Plains"];
    const g = duel({ hand: ["Commune with Nature"], battlefield: ["Forest"], library });
    g.castAndPay("Commune with Nature").passAll();
    expect(g.expectPrompt("chooseOption", "Ana").options).toEqual(["Grizzly Bears", "Hill Giant", "none"]);
    g.answer({ kind: "option", option: "Hill Giant" });
    expect(g.handNames("Ana")).toEqual(["Hill Giant"]);
    expect(g.eventsOf("revealed")).toMatchObject([{ player: 0, names: ["Hill Giant"] }]);
    // The bottom order: the first chosen is the bottom card.
    g.answer({ kind: "option", option: "Island" }).answer({ kind: "option", option: "Forest" }).answer({ kind: "option", option: "Giant Growth" });
    expect(g.state.players[0]!.library).toEqual(["Plains", "Grizzly Bears", "Giant Growth", "Forest", "Island"]);
  });

  it("may take none", () => {
    const g = duel({ hand: ["Commune with Nature"], battlefield: ["Forest"], library: ["Grizzly Bears", "Forest"] });
    g.castAndPay("Commune with Nature").passAll();
    g.answer({ kind: "option", option: "none" });
    g.answer({ kind: "option", option: "Forest" });
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.state.players[0]!.library).toEqual(["Grizzly Bears", "Forest"]);
  });
});
