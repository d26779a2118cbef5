// Alternative costs without mana (118.9): Gush's two Islands and Dream Halls' discarded card.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { castOffered, lastReversal, mana } from "../support/casting.ts";

describe("Gush", () => {
  it("118.9, 601.2g–h: for its alternative cost two Islands return to hand — tapped for mana first (with priority: the cost has no mana payment), their mana stays", () => {
    const g = duel({ hand: ["Gush"], battlefield: ["Island", "Island", "Plains"] }, { battlefield: ["Island", "Island"] });
    g.tapForMana("Island").tapForMana("Island");
    g.cast("Gush");
    expect(g.expectPrompt("chooseCosts").alternatives.map((a) => a.id)).toEqual(["mana", "gush"]);
    g.chooseCosts("gush");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toBeNull(); // 601.2g: no mana payment in this total cost
    // Only Islands Ana controls.
    expect(pay.parts[0]!.options).toEqual(g.permanents("Island", "Ana").map((p) => p.id));
    expect(pay.manaAbilities).toEqual([]);
    g.payPart("return two Islands", "Island", "Island");
    expect(g.state.players[0]!.manaPool.U).toBe(2);
    expect(g.handNames("Ana")).toEqual(["Island", "Island"]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Island", "Island", "Plains", "Plains"]);
    expect(g.permanents("Island", "Ben")).toHaveLength(2);
  });

  it("118.9: its mana cost {4}{U} can be paid instead", () => {
    const g = duel({ hand: ["Gush"], battlefield: Array(5).fill("Island") });
    g.cast("Gush").chooseCosts("mana");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ U: 1, generic: 4 }));
    expect(pay.parts).toEqual([]);
    g.autoPay().passAll();
    expect(g.handNames("Ana")).toEqual(["Plains", "Plains"]);
    expect(g.permanents("Island")).toHaveLength(5);
  });

  it("118.3, 601.2h: with a single Island the alternative cost can't be paid — the cast is reversed", () => {
    const g = duel({ hand: ["Gush"], battlefield: ["Island", "Plains"] });
    g.cast("Gush").chooseCosts("gush");
    expect(lastReversal(g)).toMatchObject({ rule: "601.2h" });
    expect(g.handNames("Ana")).toEqual(["Gush"]);
    expect(g.permanents("Island")).toHaveLength(1);
  });
});

describe("Dream Halls", () => {
  it("118.9: any player's spell may be cast by discarding a card that shares a color with it — Ben's Counterspell for a blue card", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Dream Halls", "Mountain"] }, { hand: ["Counterspell", "Coral Eel", "Grizzly Bears"] });
    g.cast("Lightning Bolt");
    expect(g.expectPrompt("chooseCosts").alternatives.map((a) => a.id)).toEqual(["mana", "dream-halls"]);
    g.chooseCosts("mana").targets("Ben").autoPay();
    g.pass();
    g.cast("Counterspell").chooseCosts("dream-halls").targets("Lightning Bolt");
    const pay = g.expectPrompt("payCosts", "Ben");
    expect(pay.mana).toBeNull(); // 601.2g: no mana payment in this total cost
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([
      ["discard a card that shares a color with that spell", ["Coral Eel"]],
    ]);
    g.payPart("discard", "Coral Eel").passAll();
    expect(g.eventsOf("discarded").map((e) => e.name)).toEqual(["Coral Eel"]);
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(g.graveyardNames("Ben")).toEqual(["Coral Eel", "Counterspell"]);
    expect(g.handNames("Ben")).toEqual(["Grizzly Bears"]);
  });

  it("118.6, 118.6a: Evermind has no mana cost, so it can't be paid for — but an alternative cost may be: Dream Halls makes it castable by discarding a blue card", () => {
    const without = duel({ hand: ["Evermind", "Coral Eel"], battlefield: ["Island", "Island"] });
    expect(castOffered(without, "Evermind")).toBe(true);
    without.cast("Evermind");
    expect(lastReversal(without)).toMatchObject({ rule: "118.6" });
    expect(without.handNames("Ana")).toEqual(["Evermind", "Coral Eel"]);

    const g = duel({ hand: ["Evermind", "Coral Eel"], battlefield: ["Dream Halls"] });
    g.cast("Evermind"); // Dream Halls' cost is the only way to pay: nothing to choose
    const pay = g.expectPrompt("payCosts");
    expect(pay.parts.map((p) => p.options.map((o) => g.nameOfObject(o)))).toEqual([["Coral Eel"]]);
    g.payPart("discard", "Coral Eel").passAll();
    expect(g.handNames("Ana")).toEqual(["Plains"]);
    expect(g.graveyardNames("Ana")).toEqual(["Coral Eel", "Evermind"]);
  });

  it("105.2b: a multicolored spell shares a color with a card of either color; a card of neither color can't be discarded", () => {
    const g = duel({ hand: ["Seeds of Strength", "Grizzly Bears", "Lightning Bolt"], battlefield: ["Dream Halls", "Coral Eel"] });
    g.cast("Seeds of Strength").chooseCosts("dream-halls").targets("Coral Eel").targets("Coral Eel").targets("Coral Eel");
    expect(g.expectPrompt("payCosts").parts[0]!.options.map((o) => g.nameOfObject(o))).toEqual(["Grizzly Bears"]);
    g.payPart("discard", "Grizzly Bears").passAll();
    expect(g.pt("Coral Eel")).toEqual([5, 4]);

    const red = duel({ hand: ["Lightning Bolt", "Coral Eel"], battlefield: ["Dream Halls"] });
    red.cast("Lightning Bolt").chooseCosts("dream-halls").targets("Ben");
    expect(lastReversal(red)).toMatchObject({ rule: "601.2h" });
    expect(red.handNames("Ana")).toEqual(["Lightning Bolt", "Coral Eel"]);
  });
});
