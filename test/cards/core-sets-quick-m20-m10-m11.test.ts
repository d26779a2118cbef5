// Magic 2010, 2011 and 2020 cards said with the card language as it is: Serra Ascendant (an "as long as" life
// static), Eternal Isolation (a power-limited target put on the bottom), Goblin Bird-Grabber and Cryptic Caves
// ("Activate only if …", 602.5b), Time Warp (an extra turn, 500.7) and Hanged Executioner (a token, exiling its source
// as a cost, 118.3).

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const has = (g: Scenario, name: string, keyword: string, who?: string): boolean =>
  (keywordsOf(g.reader, g.permanent(name, who)) as unknown[]).includes(keyword);

describe("Serra Ascendant", () => {
  it("611.3a: +5/+5 and flying only as long as its controller has 30 or more life", () => {
    const g = duel({ life: 29, battlefield: ["Serra Ascendant", "Ajani Goldmane"] });
    expect(g.pt("Serra Ascendant")).toEqual([1, 1]);
    expect(has(g, "Serra Ascendant", "Flying")).toBe(false);
    expect(has(g, "Serra Ascendant", "Lifelink")).toBe(true);
    g.activate("Ajani Goldmane", "p0").autoPay().passAll();
    expect(g.life("Ana")).toBe(31);
    expect(g.pt("Serra Ascendant")).toEqual([6, 6]);
    expect(has(g, "Serra Ascendant", "Flying")).toBe(true);
  });
});

describe("Eternal Isolation", () => {
  it("115.1: only a creature with power 4 or greater; it goes to the bottom of its owner's library", () => {
    const g = duel({ hand: ["Eternal Isolation"], battlefield: ["Plains", "Plains"] }, { battlefield: ["Grizzly Bears", "Craw Wurm"] });
    g.cast("Eternal Isolation");
    expect(g.targetOptionNames()).toEqual(["Craw Wurm"]);
    g.targets("Craw Wurm").autoPay().passAll();
    expect(g.permanents("Craw Wurm")).toEqual([]);
    expect(g.state.players[1]!.library.at(-1)).toBe("Craw Wurm");
  });
});

describe("Goblin Bird-Grabber", () => {
  it("602.5b: it gains flying until end of turn, only while its controller controls a creature with flying", () => {
    const g = duel({ battlefield: ["Goblin Bird-Grabber", "Mountain"] });
    expect(g.refuseAnswer({ kind: "activate", source: g.permanent("Goblin Bird-Grabber").id, ability: "p0" }).message).toBeTruthy();
    const h = duel({ battlefield: ["Goblin Bird-Grabber", "Wind Drake", "Mountain"] });
    h.activate("Goblin Bird-Grabber").autoPay().passAll();
    expect(has(h, "Goblin Bird-Grabber", "Flying")).toBe(true);
    h.passUntil("upkeep", 4);
    expect(has(h, "Goblin Bird-Grabber", "Flying")).toBe(false);
  });
});

describe("Cryptic Caves", () => {
  it("602.5b: it taps for {C}; sacrificed for a card only while its controller controls five or more lands", () => {
    const g = duel({ battlefield: ["Cryptic Caves", "Plains", "Plains", "Plains"] });
    expect(g.refuseAnswer({ kind: "activate", source: g.permanent("Cryptic Caves").id, ability: "p1" }).message).toBeTruthy();
    const h = duel({ battlefield: ["Cryptic Caves", "Plains", "Plains", "Plains", "Plains"] });
    const hand = h.handNames("Ana").length;
    h.tapForMana("Plains");
    h.activate("Cryptic Caves", "p1").autoPay().passAll();
    expect(h.handNames("Ana").length).toBe(hand + 1);
    expect(h.graveyardNames("Ana")).toContain("Cryptic Caves");
  });
});

describe("Time Warp", () => {
  it("500.7: the target player takes one extra turn after this one", () => {
    const g = duel({ hand: ["Time Warp"], battlefield: ["Island", "Island", "Island", "Island", "Island"] });
    g.castAndPay("Time Warp", "Ana").passAll();
    g.passUntil("upkeep", 4);
    expect(g.state.turn.active).toBe(0);
    g.passUntil("upkeep", 5);
    expect(g.state.turn.active).toBe(1);
  });
});

describe("Hanged Executioner", () => {
  it("111.1: it enters with a 1/1 white flying Spirit; 118.3: exiling it exiles target creature", () => {
    const g = duel(
      { hand: ["Hanged Executioner"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] },
      { battlefield: ["Serra Angel"] },
    );
    g.castAndPay("Hanged Executioner").passAll().passAll();
    expect(g.permanents("Spirit Token").length).toBe(1);
    expect(has(g, "Spirit Token", "Flying")).toBe(true);
    g.activate("Hanged Executioner", "p1").targets("Serra Angel").autoPay().passAll();
    expect(g.state.exile.map((c) => c.card)).toEqual(["Hanged Executioner", "Serra Angel"]);
  });
});
