// Triggered keywords: flanking (702.25), prowess (702.108), exalted (702.83), renown (702.112); and bloodthirst
// (702.54).

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";
import { resolveStack, untilTurn } from "../support/turns.ts";
import { attack, attackWith, block } from "../support/combat.ts";

/** Ana attacks with these creatures; triggers resolve; Ben doesn't block; stops after combat damage. */
function attackWithoutBlocks(g: Scenario, ...names: string[]): void {
  attack(g, ...names);
  resolveStack(g);
  g.passUntil("endOfCombat");
}

describe("Benalish Cavalry", () => {
  it("702.25a: flanking — a blocker without flanking gets -1/-1 until end of turn: a 3/3 blocker becomes 2/2 and trades with it", () => {
    const g = duel({ battlefield: ["Benalish Cavalry"] }, { battlefield: [{ card: "Grizzly Bears", counters: { "+1/+1": 1 } }] });
    attackWith(g, "Benalish Cavalry");
    block(g, ["Grizzly Bears", "Benalish Cavalry"]);
    g.expectPrompt("priority");
    expect(g.stackLabels()).toHaveLength(1);
    g.passAll();
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    g.passUntil("endOfCombat");
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    expect(g.permanents("Benalish Cavalry")).toEqual([]);
  });

  it("702.25a: a blocker with flanking doesn't trigger it", () => {
    const g = duel({ battlefield: ["Benalish Cavalry"] }, { battlefield: ["Benalish Cavalry"] });
    attackWith(g, "Benalish Cavalry");
    block(g, ["Benalish Cavalry", "Benalish Cavalry"]);
    expect(g.state.stack).toEqual([]);
  });
});

describe("Mistral Singer", () => {
  it("702.108a: prowess — a noncreature spell its controller casts gives it +1/+1 until end of turn; a creature spell doesn't", () => {
    const g = duel({ hand: ["Giant Growth", "Grizzly Bears"], battlefield: ["Mistral Singer", "Forest", "Forest", "Forest"] });
    g.castAndPay("Grizzly Bears");
    expect(g.state.stack).toHaveLength(1);
    g.passAll();
    g.castAndPay("Giant Growth", "Grizzly Bears");
    expect(g.stackNames()).toEqual(["Giant Growth", "Mistral Singer"]);
    g.passAll();
    expect(g.pt("Mistral Singer")).toEqual([3, 3]);
    g.passAll();
    expect(g.pt("Grizzly Bears")).toEqual([5, 5]);
    g.passUntil("end");
    g.passUntil("upkeep");
    expect(g.pt("Mistral Singer")).toEqual([2, 2]);
  });

  it("702.108a: an opponent's noncreature spell doesn't trigger it", () => {
    const g = duel({ battlefield: ["Mistral Singer"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Ana");
    expect(g.stackNames()).toEqual(["Lightning Bolt"]);
  });
});

describe("Aven Squire", () => {
  it("702.83a: exalted — a creature its controller controls attacking alone gets +1/+1 until end of turn", () => {
    const g = duel({ battlefield: ["Aven Squire", "Grizzly Bears"] });
    attackWithoutBlocks(g, "Grizzly Bears");
    expect(g.life("Ben")).toBe(17);
  });

  it("702.83b: with two attackers nothing triggers", () => {
    const g = duel({ battlefield: ["Aven Squire", "Grizzly Bears"] });
    attackWithoutBlocks(g, "Grizzly Bears", "Aven Squire");
    expect(g.life("Ben")).toBe(17);
    expect(g.eventsOf("abilityTriggered")).toEqual([]);
  });
});

describe("Bloodrage Vampire", () => {
  it("702.54a: bloodthirst 1 — enters with a +1/+1 counter if an opponent was dealt damage this turn", () => {
    const g = duel({ hand: ["Bloodrage Vampire", "Lightning Bolt"], battlefield: ["Swamp", "Swamp", "Swamp", "Mountain"] });
    g.castAndPay("Bloodrage Vampire").passAll();
    expect(g.permanent("Bloodrage Vampire").counters).toEqual({});
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    const again = duel({ hand: ["Bloodrage Vampire", "Lightning Bolt"], battlefield: ["Swamp", "Swamp", "Swamp", "Mountain"] });
    again.castAndPay("Lightning Bolt", "Ben").passAll();
    again.castAndPay("Bloodrage Vampire").passAll();
    expect(again.permanent("Bloodrage Vampire").counters).toEqual({ "+1/+1": 1 });
    expect(again.pt("Bloodrage Vampire")).toEqual([4, 2]);
  });
});

describe("Knight of the Pilgrim's Road", () => {
  it("702.112a: renown 1 — combat damage to a player puts a +1/+1 counter on it and it becomes renowned, once", () => {
    const g = duel({ battlefield: ["Knight of the Pilgrim's Road"] });
    attackWithoutBlocks(g, "Knight of the Pilgrim's Road");
    resolveStack(g);
    const knight = g.permanent("Knight of the Pilgrim's Road");
    expect(knight.counters).toEqual({ "+1/+1": 1 });
    expect(knight.renowned).toBe(true);
    expect(g.eventsOf("becameRenowned")).toHaveLength(1);
    untilTurn(g, 5);
    attackWithoutBlocks(g, "Knight of the Pilgrim's Road");
    resolveStack(g);
    expect(g.permanent("Knight of the Pilgrim's Road").counters).toEqual({ "+1/+1": 1 });
  });
});
