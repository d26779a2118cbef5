// Magic Origins and Magic 2014/2015 cards made of existing abilities: Thopter makers and artifact-tapping costs (Whirler
// Rogue, Ghirapur Aether Grid, Thopter Engineer), spell-cast triggers and cost reductions (Managorger Hydra, Herald of
// the Pantheon, Jace's Sanctum), an attack restriction (Glacial Crasher) and a becomes-blocked trigger (Somberwald Alpha).

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { attackerOptions } from "../support/combat.ts";
import { duel } from "../support/scenario.ts";

const lands = (land: string, n: number): string[] => Array.from({ length: n }, () => land);

describe("Whirler Rogue", () => {
  it("302.6: two Thopters as it enters; tapping them (summoning sick or not) makes a creature unblockable this turn", () => {
    const g = duel({ hand: ["Whirler Rogue"], battlefield: lands("Island", 4) }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Whirler Rogue").passAll();
    g.passAll();
    expect(g.permanents("Thopter Token")).toHaveLength(2);
    g.activate("Whirler Rogue", "p1").targets("Whirler Rogue");
    g.payPart("tap two untapped artifacts you control", "Thopter Token", "Thopter Token");
    if (g.state.prompt?.kind === "payCosts") g.pay();
    g.passAll();
    expect(g.permanents("Thopter Token").every((t) => t.tapped)).toBe(true);
    expect(g.log().join("\n")).toContain("can't be blocked");
  });
});

describe("Ghirapur Aether Grid", () => {
  it("118.3: tapping two untapped artifacts you control deals 1 damage; one artifact can't pay", () => {
    const g = duel({ battlefield: ["Ghirapur Aether Grid", "Ornithopter", "Sol Ring"] });
    g.activate("Ghirapur Aether Grid").targets("Ben");
    g.payPart("tap two untapped artifacts you control", "Ornithopter", "Sol Ring");
    if (g.state.prompt?.kind === "payCosts") g.pay();
    g.passAll();
    expect(g.life("Ben")).toBe(19);
    const h = duel({ battlefield: ["Ghirapur Aether Grid", "Ornithopter"] });
    expect(() => h.activate("Ghirapur Aether Grid").targets("Ben").payPart("tap two untapped artifacts you control", "Ornithopter", "Ornithopter")).toThrow();
  });
});

describe("Thopter Engineer", () => {
  it("613.1f: a Thopter as it enters; artifact creatures you control have haste, others don't", () => {
    const g = duel({ hand: ["Thopter Engineer"], battlefield: [...lands("Mountain", 3), "Ornithopter", "Grizzly Bears"] }, { battlefield: ["Ornithopter"] });
    g.castAndPay("Thopter Engineer").passAll();
    g.passAll();
    expect([...keywordsOf(g.reader, g.permanent("Thopter Token"))]).toContain("Haste");
    expect([...keywordsOf(g.reader, g.permanent("Ornithopter", "Ana"))]).toContain("Haste");
    expect([...keywordsOf(g.reader, g.permanent("Ornithopter", "Ben"))]).not.toContain("Haste");
    expect([...keywordsOf(g.reader, g.permanent("Grizzly Bears"))]).not.toContain("Haste");
  });
});

describe("Managorger Hydra", () => {
  it("601.2i: a +1/+1 counter whenever any player casts a spell", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Managorger Hydra", "Mountain"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Shock", "Ana").passAll();
    g.passAll();
    g.passAll();
    g.passAll();
    expect(g.permanent("Managorger Hydra").counters).toEqual({ "+1/+1": 2 });
  });
});

describe("Herald of the Pantheon", () => {
  it("601.2f: enchantment spells you cast cost {1} less, and each one gains you 1 life", () => {
    const g = duel({ hand: ["Angelic Accord", "Hill Giant"], battlefield: ["Herald of the Pantheon", ...lands("Plains", 3)] });
    g.castAndPay("Angelic Accord").passAll();
    g.passAll();
    expect(g.permanent("Angelic Accord")).toBeDefined();
    expect(g.life("Ana")).toBe(21);
  });
});

describe("Jace's Sanctum", () => {
  it("601.2f: instants and sorceries you cast cost {1} less; each one makes you scry 1", () => {
    const g = duel({ hand: ["Dreadwaters"], battlefield: ["Jace's Sanctum", ...lands("Island", 3)], library: ["Hill Giant", "Shock"] });
    g.castAndPay("Dreadwaters", "Ben");
    g.passAll();
    const p = g.expectPrompt("chooseOption", "Ana");
    expect(p.text).toContain("Hill Giant");
  });
});

describe("Glacial Crasher", () => {
  it("508.1c: it can attack only while there is a Mountain on the battlefield, anyone's", () => {
    expect(attackerOptions(duel({ battlefield: ["Glacial Crasher", "Grizzly Bears", "Forest"] }))).toEqual(["Grizzly Bears"]);
    expect(attackerOptions(duel({ battlefield: ["Glacial Crasher"] }, { battlefield: ["Mountain"] }))).toEqual(["Glacial Crasher"]);
  });
});

describe("Somberwald Alpha", () => {
  it("509.3c: a creature you control that becomes blocked gets +1/+1 until end of turn", () => {
    const g = duel({ battlefield: ["Somberwald Alpha", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.attackAndBlock("Grizzly Bears", "Hill Giant");
    g.passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
  });

  it("{1}{G}: target creature you control gains trample", () => {
    const g = duel({ battlefield: ["Somberwald Alpha", "Forest", "Forest", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.activate("Somberwald Alpha", "p1");
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Somberwald Alpha"]);
    g.targets("Grizzly Bears").autoPay().passAll();
    expect([...keywordsOf(g.reader, g.permanent("Grizzly Bears"))]).toContain("Trample");
  });
});
