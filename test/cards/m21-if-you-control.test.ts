// Magic 2021's triggered abilities with an intervening "if you control a …" clause (603.4): Adherent of Hope (a Basri
// planeswalker), Historian of Zhalfir (a Teferi planeswalker), Ornery Dilophosaur, Turret Ogre (another creature) and
// Garruk's Uprising (a creature with power 4 or greater).

import { describe, expect, it } from "vitest";
import { HAND_WRITTEN_CARDS, buildRegistry, TOKENS } from "../../server/cards/index.ts";
import { card } from "../../server/card-language/card-dsl.ts";
import { createEngine } from "../../server/engine/engine.ts";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario, type Side } from "../support/scenario.ts";

// No Basri or Teferi planeswalker is in the pool yet: test cards stand in for them.
const walker = (name: string, subtype: string) => card({ name, cost: "{3}", types: ["Planeswalker"], subtypes: [subtype], loyalty: 3, text: "" });
const engine = createEngine(buildRegistry([...HAND_WRITTEN_CARDS, ...TOKENS, walker("Test Basri", "Basri"), walker("Test Teferi", "Teferi")]));
const withWalkers = (ana: Side, ben: Side = {}): Scenario => duel(ana, ben, {}, engine);

function attackWith(g: Scenario, name: string): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent(name, "Ana").id, defender: 1 }] });
}

describe("Adherent of Hope", () => {
  it("603.4: at the beginning of combat, a +1/+1 counter only if Ana controls a Basri planeswalker", () => {
    const g = withWalkers({ battlefield: ["Adherent of Hope", "Test Basri"] });
    g.passUntil("beginningOfCombat");
    g.passAll();
    expect(g.permanent("Adherent of Hope").counters["+1/+1"]).toBe(1);
    const h = withWalkers({ battlefield: ["Adherent of Hope", "Test Teferi"] });
    h.passUntil("beginningOfCombat");
    expect(h.stackNames()).toEqual([]);
  });
});

describe("Historian of Zhalfir", () => {
  it("603.4: attacking, it draws a card only if Ana controls a Teferi planeswalker", () => {
    const g = withWalkers({ battlefield: ["Historian of Zhalfir", "Test Teferi"] });
    attackWith(g, "Historian of Zhalfir");
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
    const h = withWalkers({ battlefield: ["Historian of Zhalfir", "Test Basri"] });
    attackWith(h, "Historian of Zhalfir");
    expect(h.stackNames()).toEqual([]);
  });
});

describe("Ornery Dilophosaur", () => {
  it("603.4: attacking, +2/+2 only with a creature with power 4 or greater — itself pumped doesn't count before", () => {
    const g = duel({ battlefield: ["Ornery Dilophosaur", "Craw Wurm"] });
    attackWith(g, "Ornery Dilophosaur");
    g.passAll();
    expect(g.pt("Ornery Dilophosaur")).toEqual([4, 4]);
    const h = duel({ battlefield: ["Ornery Dilophosaur", "Grizzly Bears"] });
    attackWith(h, "Ornery Dilophosaur");
    expect(h.stackNames()).toEqual([]);
  });
});

describe("Turret Ogre", () => {
  it("603.4: entering, 2 damage to each opponent only with another creature with power 4 or greater — not itself", () => {
    const g = duel({ hand: ["Turret Ogre"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Craw Wurm"] });
    g.castAndPay("Turret Ogre").passAll().passAll();
    expect(g.life("Ben")).toBe(18);
    const h = duel({ hand: ["Turret Ogre"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] });
    h.castAndPay("Turret Ogre").passAll();
    expect(h.stackNames()).toEqual([]);
    expect(h.life("Ben")).toBe(20);
  });
});

describe("Garruk's Uprising", () => {
  it("603.4: entering, it draws a card only with a creature with power 4 or greater; creatures Ana controls have trample", () => {
    const g = duel({ hand: ["Garruk's Uprising"], battlefield: ["Forest", "Forest", "Forest", "Craw Wurm"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Garruk's Uprising").passAll().passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
    expect(keywordsOf(g.reader, g.permanent("Craw Wurm"))).toContain("Trample");
    expect(keywordsOf(g.reader, g.permanent("Hill Giant"))).not.toContain("Trample");
    const h = duel({ hand: ["Garruk's Uprising"], battlefield: ["Forest", "Forest", "Forest", "Grizzly Bears"] });
    h.castAndPay("Garruk's Uprising").passAll();
    expect(h.stackNames()).toEqual([]);
  });

  it("603.6a: whenever a creature with power 4 or greater enters under Ana's control, she draws a card", () => {
    const g = duel({ hand: ["Craw Wurm", "Grizzly Bears"], battlefield: ["Garruk's Uprising", ...Array(8).fill("Forest")] });
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.stackNames()).toEqual([]);
    g.castAndPay("Craw Wurm").passAll().passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
  });
});
