// Tenth Edition's library cards: milling half a library (Traumatize), shuffling a graveyard into a library
// (Reminisce), revealing the top card (Aven Windreader), and looking at the top cards to put them back in any
// order (Sage Owl, Discombobulate), split between hand, top and bottom (Telling Time), or to take a creature card
// (Commune with Nature).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Traumatize", () => {
  it("107.1a, 701.13a: the target player mills half their library, rounded down", () => {
    const library = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Forest", "Island"];
    const g = duel({ hand: ["Traumatize"], battlefield: ["Island", "Island", "Island", "Island", "Island"] }, { library });
    g.castAndPay("Traumatize", "Ben").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Forest", "Island", "Swamp"]);
    expect(g.state.players[1]!.library).toEqual(["Mountain", "Plains", "Forest", "Island"]);
  });
});
