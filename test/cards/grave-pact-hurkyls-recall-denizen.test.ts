// Effects on each permanent or player of a kind: Grave Pact makes each other player sacrifice a creature; Hurkyl's
// Recall returns the artifacts a player owns, whoever controls them (108.3); Denizen of the Deep returns each other
// creature its controller controls, all at once.

import { describe, expect, it } from "vitest";
import { duel, trio } from "../support/scenario.ts";

describe("Grave Pact", () => {
  it("603.10a, 608.2e: when a creature its controller controls dies, each other player sacrifices a creature", () => {
    const g = trio(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Grave Pact", "Grizzly Bears", "Savannah Lions"] },
      { battlefield: ["Hill Giant"] },
      { battlefield: ["Raging Goblin", "Typhoid Rats"] },
    );
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    expect(g.stackNames()).toEqual(["Grave Pact"]);
    g.passAll();
    // In APNAP order: Ben, then Cid, knowing Ben's choice (101.4).
    g.expectPrompt("chooseObject", "Ben");
    g.answer({ kind: "choose", object: g.permanent("Hill Giant").id });
    g.expectPrompt("chooseObject", "Cid");
    g.answer({ kind: "choose", object: g.permanent("Typhoid Rats").id });
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.graveyardNames("Cid")).toEqual(["Typhoid Rats"]);
    expect(g.permanents("Savannah Lions")).toHaveLength(1);
  });

  it("an opponent's creature dying doesn't trigger it", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "Grave Pact", "Grizzly Bears"] }, { battlefield: ["Savannah Lions", "Hill Giant"] });
    g.castAndPay("Lightning Bolt", "Savannah Lions").passAll();
    expect(g.stackNames()).toEqual([]);
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });
});

describe("Hurkyl's Recall", () => {
  it("108.3: returns every artifact the target player owns, also one another player controls, and no other", () => {
    const g = duel(
      { hand: ["Hurkyl's Recall"], battlefield: ["Island", "Island", "Sol Ring", { card: "Icy Manipulator", controller: "Ben" }] },
      { battlefield: ["Darksteel Myr", { card: "Bronze Sable", controller: "Ana" }] },
    );
    g.castAndPay("Hurkyl's Recall", "Ana").passAll();
    expect(g.handNames("Ana").sort()).toEqual(["Icy Manipulator", "Sol Ring"]);
    expect(g.permanents("Darksteel Myr")).toHaveLength(1);
    expect(g.permanents("Bronze Sable")).toHaveLength(1);
  });
});

describe("Denizen of the Deep", () => {
  it("returns each other creature its controller controls to its owner's hand", () => {
    const islands = Array.from({ length: 8 }, () => "Island");
    const g = duel(
      { hand: ["Denizen of the Deep"], battlefield: [...islands, "Grizzly Bears"] },
      { battlefield: ["Hill Giant", { card: "Savannah Lions", controller: "Ana" }], hand: [] },
    );
    g.castAndPay("Denizen of the Deep").passAll();
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.handNames("Ben")).toEqual(["Savannah Lions"]);
    expect(g.permanents("Denizen of the Deep")).toHaveLength(1);
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });
});
