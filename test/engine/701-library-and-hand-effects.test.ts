// Effects on hidden zones: looking at the top cards of a library and putting them back (401.2), revealing (701.20),
// shuffling a graveyard into a library (701.24), choosing from another player's hand (701.9b) and searching for a
// number of cards (701.23d); tapping or untapping by choice (701.26); "each other player" (101.4) and the permanents a
// player owns (108.3); amounts counted as an effect applies (107.1a); lands that become creatures (613.1e, 613.1f).

import { describe, expect, it } from "vitest";
import { characteristics } from "../../server/engine/layers/characteristics.ts";
import { duel, trio } from "../support/scenario.ts";

function zoneCount(g: ReturnType<typeof duel>, player: number): number {
  const p = g.state.players[player]!;
  return p.library.length + p.hand.length + p.graveyard.length + g.state.battlefield.filter((x) => x.owner === player).length + g.state.stack.length;
}

describe("401.2, 701.20: libraries", () => {
  it("401.2: while its controller orders the cards looked at, they are still in the library", () => {
    const g = duel({ hand: ["Sage Owl"], battlefield: ["Island", "Island"], library: ["Forest", "Island", "Swamp", "Mountain", "Plains"] });
    g.castAndPay("Sage Owl").passAll();
    g.passAll();
    g.expectPrompt("chooseOption", "Ana");
    expect(g.state.players[0]!.library).toHaveLength(5);
    expect(g.eventsOf("revealed")).toEqual([]);
  });

  it("401.2: with fewer cards in the library than it looks at, the ones there are looked at", () => {
    const g = duel({ hand: ["Telling Time"], battlefield: ["Island", "Island"], library: ["Forest", "Swamp"] });
    g.castAndPay("Telling Time").passAll();
    g.answer({ kind: "option", option: "Swamp" });
    expect(g.handNames("Ana")).toEqual(["Swamp"]);
    expect(g.state.players[0]!.library).toEqual(["Forest"]);
  });

  it("701.24: shuffling an empty graveyard into a library still shuffles it", () => {
    const g = duel({ hand: ["Reminisce"], battlefield: ["Island", "Island", "Island"] });
    g.castAndPay("Reminisce", "Ana").passAll();
    expect(g.eventsOf("shuffled")).toMatchObject([{ player: 0 }]);
  });
});

describe("701.9b, 701.23d: hands", () => {
  it("701.9b: the player who chooses the discarded card is the effect's controller, not its owner", () => {
    const g = duel({ hand: ["Distress"], battlefield: ["Swamp", "Swamp"] }, { hand: ["Grizzly Bears", "Giant Growth"] });
    g.castAndPay("Distress", "Ben").passAll();
    expect(g.prompt.player).toBe(0);
  });

  it("701.23d: a search for as many cards as a hand had finds as many as there are, with a small library", () => {
    const g = duel({ hand: ["Head Games"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] }, { hand: ["Forest", "Island"], library: [] });
    const before = zoneCount(g, 1);
    g.castAndPay("Head Games", "Ben").passAll();
    g.answer({ kind: "libraryCard", index: 1 });
    g.answer({ kind: "libraryCard", index: 0 });
    expect(g.handNames("Ben").sort()).toEqual(["Forest", "Island"]);
    expect(zoneCount(g, 1)).toBe(before);
  });
});

describe("701.26, 101.4, 108.3, 107.1a, 613.1", () => {
  it("701.26a: choosing to tap an already tapped permanent does nothing more", () => {
    const g = duel({ hand: ["Twitch"], battlefield: ["Island", "Island", "Island"] }, { battlefield: [{ card: "Grizzly Bears", tapped: true }] });
    g.castAndPay("Twitch", "Grizzly Bears").passAll();
    g.answer({ kind: "option", option: "tap" });
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.eventsOf("tapped").filter((e) => e.name === "Grizzly Bears")).toEqual([]);
  });

  it("101.4: 'each other player' leaves out the effect's controller, in a game of three", () => {
    const g = trio(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Grave Pact", "Grizzly Bears", "Hill Giant"] },
      { battlefield: ["Savannah Lions"] },
      { battlefield: ["Raging Goblin"] },
    );
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    g.passAll();
    g.answer({ kind: "choose", object: g.permanent("Savannah Lions").id });
    g.answer({ kind: "choose", object: g.permanent("Raging Goblin").id });
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });

  it("108.3: '[permanents] that player owns' includes those another player controls", () => {
    const g = duel({ hand: ["Hurkyl's Recall"], battlefield: ["Island", "Island"] }, { battlefield: [{ card: "Sol Ring", controller: "Ana" }] });
    g.castAndPay("Hurkyl's Recall", "Ben").passAll();
    expect(g.handNames("Ben")).toEqual(["Sol Ring"]);
  });

  it("107.1a: half of an odd number of cards, rounded down", () => {
    const g = duel({ hand: ["Traumatize"], battlefield: ["Island", "Island", "Island", "Island", "Island"] }, { library: ["Forest"] });
    g.castAndPay("Traumatize", "Ben").passAll();
    expect(g.state.players[1]!.library).toEqual(["Forest"]);
  });

  it("613.1e, 613.4b: a land made a creature by an earlier effect gets its later one's color and power and toughness", () => {
    const g = duel({ hand: ["Animate Land"], battlefield: ["Forest", "Forest", "Forest", "Forest", "Forest", "Treetop Village"] });
    g.castAndPay("Animate Land", "Treetop Village").passAll();
    expect(g.pt("Treetop Village")).toEqual([3, 3]);
    expect(characteristics(g.reader, g.permanent("Treetop Village")).colors).toEqual([]);
    g.activate("Treetop Village", "p2").autoPay().passAll();
    expect(characteristics(g.reader, g.permanent("Treetop Village")).colors).toEqual(["G"]);
    expect(characteristics(g.reader, g.permanent("Treetop Village")).subtypes).toEqual(["Ape"]);
  });
});
