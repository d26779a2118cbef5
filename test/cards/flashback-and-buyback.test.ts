// Think Twice (flashback, 702.34) and Capsize (buyback, 702.27).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { castFromGraveyard } from "../support/casting.ts";
import { exileNames } from "../support/zones.ts";

describe("Think Twice", () => {
  it("702.34a: cast from hand it draws and goes to the graveyard; then flashback {2}{U} casts it from the graveyard, and it is exiled", () => {
    const g = duel({ hand: ["Think Twice"], battlefield: ["Island", "Island", "Island", "Island", "Island"], library: ["Coral Eel", "Hill Giant", "Plains"] });
    g.castAndPay("Think Twice").passAll();
    expect(g.handNames("Ana")).toEqual(["Coral Eel"]);
    expect(g.graveyardNames("Ana")).toEqual(["Think Twice"]);
    const flashback = g.expectPrompt("priority").actions.find((a) => a.kind === "cast" && a.from === "graveyard");
    expect(flashback).toMatchObject({ from: "graveyard", card: g.state.players[0]!.graveyard[0]!.id, affordable: true });
    castFromGraveyard(g, "Think Twice");
    // From the graveyard the flashback cost is the only way to pay: no cost choice, and it costs {2}{U}.
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 1, generic: 2 });
    g.autoPay();
    expect(g.eventsOf("stackPushed").at(-1)).toMatchObject({ name: "Think Twice", from: "graveyard" });
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Coral Eel", "Hill Giant"]);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(exileNames(g)).toEqual(["Think Twice"]);
    expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ name: "Think Twice", from: "stack", to: "exile", rule: "702.34a" });
  });

  it("702.34a: a flashed-back Think Twice that is countered is exiled too, not put into the graveyard", () => {
    const g = duel({ graveyard: ["Think Twice"], battlefield: ["Island", "Island", "Island"] }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    castFromGraveyard(g, "Think Twice");
    g.autoPay().pass();
    g.castAndPay("Counterspell", "Think Twice").passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Think Twice" }]);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(exileNames(g)).toEqual(["Think Twice"]);
    expect(g.handNames("Ana")).toEqual([]);
  });

  it("702.34a: flashback can't be paid with too little mana — {1}{U} is not enough from the graveyard", () => {
    const g = duel({ graveyard: ["Think Twice"], battlefield: ["Island", "Island"] });
    expect(g.expectPrompt("priority").actions.find((a) => a.kind === "cast")).toMatchObject({ from: "graveyard", affordable: false });
    const before = g.stateJson();
    castFromGraveyard(g, "Think Twice");
    g.tapForMana("Island").tapForMana("Island");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Think Twice", rule: "601.2h" }]);
  });
});

describe("Capsize", () => {
  it("702.27a: with buyback it costs {3} more and returns to its owner's hand as it resolves", () => {
    const g = duel({ hand: ["Capsize"], battlefield: ["Island", "Island", "Island", "Island", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    g.cast("Capsize");
    expect(g.expectPrompt("chooseCosts").optional).toMatchObject([{ id: "buyback", max: 1 }]);
    g.chooseCosts("mana", { buyback: 1 }).targets("Hill Giant");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 2, generic: 4 });
    g.autoPay();
    expect(g.eventsOf("costsAnnounced")).toMatchObject([{ name: "Capsize", buyback: true }]);
    g.passAll();
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.handNames("Ana")).toEqual(["Capsize"]);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ name: "Capsize", from: "stack", to: "hand" });
  });

  it("608.2n: without buyback it costs {1}{U}{U} and goes to the graveyard", () => {
    const g = duel({ hand: ["Capsize"], battlefield: ["Island", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    g.cast("Capsize").chooseCosts("mana").targets("Hill Giant");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 2, generic: 1 });
    g.autoPay().passAll();
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.graveyardNames("Ana")).toEqual(["Capsize"]);
    expect(g.handNames("Ana")).toEqual([]);
  });

  it("702.27a, 608.2b: a bought-back Capsize whose target is gone doesn't resolve, so it goes to the graveyard, not the hand", () => {
    const g = duel({ hand: ["Capsize"], battlefield: Array(6).fill("Island") }, { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Llanowar Elves"] });
    g.cast("Capsize").chooseCosts("mana", { buyback: 1 }).targets("Llanowar Elves").autoPay().pass();
    g.castAndPay("Lightning Bolt", "Llanowar Elves").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Lightning Bolt", "Llanowar Elves"]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Capsize", rule: "608.2b" }]);
    expect(g.graveyardNames("Ana")).toEqual(["Capsize"]);
    expect(g.handNames("Ana")).toEqual([]);
  });

  it("702.27a: a bought-back Capsize that is countered goes to the graveyard", () => {
    const g = duel({ hand: ["Capsize"], battlefield: Array(6).fill("Island") }, { hand: ["Counterspell"], battlefield: ["Island", "Island", "Hill Giant"] });
    g.cast("Capsize").chooseCosts("mana", { buyback: 1 }).targets("Hill Giant").autoPay().pass();
    g.castAndPay("Counterspell", "Capsize").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Capsize"]);
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });

  it("702.27a: cast again and again with buyback — each time it comes back (a new object each time, 400.7)", () => {
    const g = duel({ hand: ["Capsize"], battlefield: Array(12).fill("Island") }, { battlefield: ["Hill Giant", "Grizzly Bears"] });
    const first = g.handCard("Capsize");
    g.cast("Capsize").chooseCosts("mana", { buyback: 1 }).targets("Hill Giant").autoPay().passAll();
    const second = g.handCard("Capsize");
    expect(second).not.toBe(first);
    g.cast("Capsize").chooseCosts("mana", { buyback: 1 }).targets("Grizzly Bears").autoPay().passAll();
    expect(g.handNames("Ben").sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    expect(g.handNames("Ana")).toEqual(["Capsize"]);
  });
});
