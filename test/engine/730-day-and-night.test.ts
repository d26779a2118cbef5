// 730: day and night; 702.145: daybound and nightbound. Bird Admirer // Wing Shredder, Harvesttide Infiltrator //
// Harvesttide Assailant and Village Watch // Village Reavers.

import { describe, expect, it } from "vitest";
import { characteristics, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { TableState } from "../../shared/schema.ts";
import { projectGame } from "../../server/rooms/projection.ts";
import { mirror } from "../../client-sdk/state.ts";
import { duel } from "../support/scenario.ts";
import { castCopying } from "../support/copies.ts";
import { testEngine } from "../support/test-cards.ts";

const ADMIRER = "Bird Admirer // Wing Shredder";
const INFILTRATOR = "Harvesttide Infiltrator // Harvesttide Assailant";

describe("730 day and night, 702.145 daybound and nightbound", () => {
  it("730.1, 702.145d: the game starts with neither; a daybound permanent makes it day as it enters", () => {
    const g = duel({ hand: [ADMIRER], battlefield: ["Forest", "Forest", "Forest"] });
    expect(g.state.dayNight).toBeUndefined();
    g.castAndPay(ADMIRER).passAll();
    expect(g.state.dayNight).toBe("day");
    expect(g.permanent(ADMIRER).face).toBeUndefined();
    expect(g.pt(ADMIRER)).toEqual([1, 4]);
    const log = g.log();
    expect(log).toContain("It becomes day (702.145d).");
    // At once: right as it enters, before anyone receives priority.
    expect(log.indexOf("It becomes day (702.145d).")).toBe(log.indexOf("Bird Admirer enters the battlefield.") + 1);
  });

  it("702.145g: with nightbound permanents and no daybound one, it becomes night; with a daybound one, day (and nightbound ones transform, 702.145f)", () => {
    const night = duel({ battlefield: [{ card: ADMIRER, face: 1 }] });
    expect(night.state.dayNight).toBe("night");
    expect(night.log()).toContain("It becomes night (702.145g).");
    expect(night.permanent(ADMIRER).face).toBe(1);

    const day = duel({ battlefield: [{ card: ADMIRER, face: 1 }, INFILTRATOR] });
    expect(day.state.dayNight).toBe("day");
    expect(day.permanent(ADMIRER).face).toBeUndefined();
    expect(day.log()).toEqual(expect.arrayContaining(["It becomes day (702.145d).", "Wing Shredder transforms into Bird Admirer (701.27a)."]));
  });

  it("730.2a, 502.2, 702.145b: day becomes night in the untap step when the previous turn's active player cast no spells; daybound permanents transform", () => {
    const g = duel({ battlefield: [ADMIRER, INFILTRATOR] }, {}, { dayNight: "day" });
    g.passUntil("upkeep", 4);
    expect(g.state.dayNight).toBe("night");
    expect(g.permanent(ADMIRER).face).toBe(1);
    expect(g.pt(ADMIRER)).toEqual([3, 5]);
    expect(characteristics(g.reader, g.permanent(INFILTRATOR)).name).toBe("Harvesttide Assailant");
    expect(g.pt(INFILTRATOR)).toEqual([4, 4]);
    // The second part of the untap step: after the turn began, before the permanents untap and the upkeep.
    const types = g.events.map((e) => e.type);
    const at = types.indexOf("dayNight");
    expect(types.lastIndexOf("stepBegan", at)).toBe(types.lastIndexOf("turnBegan", at) + 1);
    expect(g.events[types.lastIndexOf("stepBegan", at)]).toMatchObject({ step: "untap" });
    expect(g.events.slice(at).find((e) => e.type === "stepBegan")).toMatchObject({ step: "upkeep" });
    expect(g.log()).toContain("Day becomes night (730.2a).");
  });

  it("730.2a: one spell by the previous turn's active player keeps it day; a spell by another player doesn't", () => {
    const one = duel({ battlefield: [ADMIRER, "Mountain"], hand: ["Lightning Bolt"] }, {}, { dayNight: "day" });
    one.castAndPay("Lightning Bolt", "Ben").passAll();
    one.passUntil("upkeep", 4);
    expect(one.state.dayNight).toBe("day");

    const others = duel({ battlefield: [ADMIRER] }, { battlefield: ["Mountain"], hand: ["Shock"] }, { dayNight: "day" });
    others.pass();
    others.castAndPay("Shock", "Ana").passAll();
    others.passUntil("upkeep", 4);
    expect(others.state.spellsCastLastTurn).toEqual([1]);
    expect(others.state.dayNight).toBe("night");
  });

  it("730.2b, 702.145e: night becomes day when the previous turn's active player cast two or more spells; nightbound permanents transform back", () => {
    const g = duel(
      { battlefield: [{ card: ADMIRER, face: 1 }, "Mountain", "Mountain"], hand: ["Lightning Bolt", "Lightning Bolt"] },
      {},
      { dayNight: "night" },
    );
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    g.passUntil("upkeep", 4);
    // One spell isn't enough.
    expect(g.state.dayNight).toBe("night");
    g.passUntil("precombatMain", 5);
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    g.passUntil("upkeep", 6);
    expect(g.state.dayNight).toBe("night");

    const two = duel(
      { battlefield: [{ card: ADMIRER, face: 1 }, "Mountain", "Mountain"], hand: ["Lightning Bolt", "Lightning Bolt"] },
      {},
      { dayNight: "night" },
    );
    two.castAndPay("Lightning Bolt", "Ben").passAll();
    two.castAndPay("Lightning Bolt", "Ben").passAll();
    two.passUntil("upkeep", 4);
    expect(two.state.dayNight).toBe("day");
    expect(two.permanent(ADMIRER).face).toBeUndefined();
    expect(two.log()).toEqual(expect.arrayContaining(["Night becomes day (730.2b).", "Wing Shredder transforms into Bird Admirer (701.27a)."]));
  });

  it("730.1, 730.2c: with neither day nor night, the untap step's check doesn't happen; once day or night, the game keeps one", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] });
    g.passUntil("upkeep", 5);
    expect(g.state.dayNight).toBeUndefined();
    expect(g.eventsOf("dayNight")).toEqual([]);
    // With no daybound or nightbound permanent left, it stays night.
    const h = duel({ battlefield: ["Grizzly Bears"] }, {}, { dayNight: "night" });
    h.passUntil("upkeep", 5);
    expect(h.state.dayNight).toBe("night");
  });

  it("702.145b: at night, a daybound permanent enters transformed", () => {
    const g = duel({ hand: [ADMIRER], battlefield: ["Forest", "Forest", "Forest"] }, {}, { dayNight: "night" });
    g.castAndPay(ADMIRER).passAll();
    const perm = g.permanent(ADMIRER);
    expect(perm.face).toBe(1);
    expect(characteristics(g.reader, perm).name).toBe("Wing Shredder");
    expect(keywordsOf(g.reader, perm)).toEqual(["Reach", "Nightbound"]);
    expect(g.eventsOf("transformed")).toEqual([]);
    expect(g.eventsOf("replaced")).toEqual([expect.objectContaining({ rule: "702.145b" })]);
    expect(g.state.dayNight).toBe("night");
  });

  it("702.145c: a daybound permanent front face up at night transforms at once", () => {
    const g = duel({ battlefield: [INFILTRATOR] }, {}, { dayNight: "night" });
    expect(g.permanent(INFILTRATOR).face).toBe(1);
    expect(g.log()).toContain("Harvesttide Infiltrator transforms into Harvesttide Assailant (701.27a).");
  });

  it("702.145: Village Watch by night is Village Reavers: Wolves and Werewolves its controller controls have haste", () => {
    const g = duel(
      { battlefield: ["Village Watch // Village Reavers", { card: INFILTRATOR, sick: true }] },
      { battlefield: [{ card: ADMIRER, sick: true }] },
      { dayNight: "day" },
    );
    expect(keywordsOf(g.reader, g.permanent("Village Watch // Village Reavers"))).toEqual(["Haste", "Daybound"]);
    expect(keywordsOf(g.reader, g.permanent(INFILTRATOR))).toEqual(["Trample", "Daybound"]);
    g.passUntil("upkeep", 4);
    expect(characteristics(g.reader, g.permanent("Village Watch // Village Reavers")).name).toBe("Village Reavers");
    expect(keywordsOf(g.reader, g.permanent(INFILTRATOR))).toEqual(["Trample", "Nightbound", "Haste"]);
    // Ben's Wing Shredder is not Ana's.
    expect(keywordsOf(g.reader, g.permanent(ADMIRER))).toEqual(["Reach", "Nightbound"]);
  });

  it("730.1: the table and the SDK show whether it is day or night", () => {
    const g = duel({ battlefield: [ADMIRER] });
    const table = new TableState();
    projectGame(table, duel({}).state, g.engine.cards);
    expect(mirror(table).dayNight).toBeNull();
    projectGame(table, g.state, g.engine.cards);
    expect(mirror(table).dayNight).toBe("day");
    g.passUntil("upkeep", 4);
    projectGame(table, g.state, g.engine.cards);
    expect(mirror(table)).toMatchObject({ dayNight: "night" });
    expect(mirror(table).battlefield.find((p) => p.name === ADMIRER)).toMatchObject({ face: 1, faceName: "Wing Shredder", power: 3, toughness: 5 });
  });
});

describe("712.13a with daybound", () => {
  it("712.13a (example): Mycosynth Lattice and March of the Machines; a Clone copying Bird Admirer doesn't transform at night; Invasion of Kylem, entering as a copy of it, would enter transformed with its sorcery face up and goes to the graveyard", () => {
    // Test Reflection stands in for Mystic Reflection (its first paragraph: foretell isn't supported), and Test Invasion
    // // Test Invasion Sorcery for Invasion of Kylem (battles, 310, aren't): an enchantment front face, a sorcery back face.
    const g = duel(
      {
        hand: ["Clone", "Test Reflection", "Test Invasion // Test Invasion Sorcery"],
        battlefield: [ADMIRER, "Mycosynth Lattice", "March of the Machines", "Sol Ring", "Sol Ring", "Sol Ring"],
      },
      {},
      { dayNight: "day" },
      testEngine,
    );
    // Mana of any color: colorless mana pays for Clone's {U}.
    castCopying(g, "Clone", ADMIRER);
    const clone = () => g.permanent("Clone");
    expect(characteristics(g.reader, clone())).toMatchObject({ name: "Bird Admirer", types: ["Creature", "Artifact"], keywords: ["Reach", "Daybound"] });
    // Ana cast a spell in turn 3, Ben none in turn 4: it is night in turn 5.
    g.passUntil("precombatMain", 5);
    expect(g.state.dayNight).toBe("night");
    expect(g.permanent(ADMIRER).face).toBe(1);
    // The Clone isn't represented by a double-faced card: it can't transform (712.9, 702.145c).
    expect(clone().face).toBeUndefined();
    expect(characteristics(g.reader, clone()).name).toBe("Bird Admirer");
    expect(g.eventsOf("transformed").map((e) => e.object)).toEqual([g.permanent(ADMIRER).id]);
    g.castAndPay("Test Reflection", "Clone").passAll();
    g.castAndPay("Test Invasion // Test Invasion Sorcery").passAll();
    // It would enter as an artifact creature (Mycosynth Lattice, March of the Machines: 614.12), so Test Reflection's
    // effect applies: a copy of Bird Admirer, with daybound; at night it would enter transformed, its sorcery face up.
    expect(g.eventsOf("replaced").slice(-2)).toEqual([
      expect.objectContaining({ source: "Test Reflection", rule: "707.5" }),
      expect.objectContaining({ rule: "702.145b" }),
    ]);
    expect(g.permanents("Test Invasion // Test Invasion Sorcery")).toEqual([]);
    expect(g.graveyardNames("Ana")).toContain("Test Invasion // Test Invasion Sorcery");
    expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ name: "Test Invasion // Test Invasion Sorcery", from: "stack", to: "graveyard", rule: "712.13a" });
    expect(g.eventsOf("permanentEntered").map((e) => e.name)).not.toContain("Test Invasion");
    // The effect was used up: "the next time".
    expect(g.state.effects.filter((e) => e.kind === "shield")).toEqual([]);
  });
});
