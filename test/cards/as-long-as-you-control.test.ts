// Static abilities whose effect exists only "as long as" a condition holds (611.3a), checked continuously: Aerial
// Engineer, Gearsmith Prodigy (an artifact), Gearsmith Guardian (a blue creature), Kargan Dragonrider (a Dragon),
// Arisen Gorgon, Court Cleric and Tezzeret's Strider (a planeswalker of a type) and Grasping Scoundrel (attacking).

import { describe, expect, it } from "vitest";
import { HAND_WRITTEN_CARDS, TOKENS, buildRegistry } from "../../server/cards/index.ts";
import { card } from "../../server/card-language/card-dsl.ts";
import { createEngine } from "../../server/engine/engine.ts";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

// No Tezzeret planeswalker is in the pool yet: a test-only one with no abilities.
const tezzeret = card({ name: "Test Tezzeret", cost: "{3}", supertypes: ["Legendary"], types: ["Planeswalker"], subtypes: ["Tezzeret"], loyalty: 3, text: "" });
const withTezzeret = createEngine(buildRegistry([...HAND_WRITTEN_CARDS, ...TOKENS, tezzeret]));

function keywords(g: Scenario, name: string): unknown[] {
  return [...keywordsOf(g.reader, g.permanent(name))];
}

describe("Aerial Engineer", () => {
  it("611.3a: it gets +2/+0 and has flying only while its controller controls an artifact", () => {
    const g = duel({ battlefield: ["Aerial Engineer", "Sol Ring"] }, { battlefield: ["Sol Ring"] });
    expect(g.pt("Aerial Engineer")).toEqual([4, 4]);
    expect(keywords(g, "Aerial Engineer")).toContain("Flying");
    const alone = duel({ battlefield: ["Aerial Engineer"] }, { battlefield: ["Sol Ring"] });
    expect(alone.pt("Aerial Engineer")).toEqual([2, 4]);
    expect(keywords(alone, "Aerial Engineer")).not.toContain("Flying");
  });
});

describe("Gearsmith Prodigy", () => {
  it("611.3a: +1/+0 as long as you control an artifact, gone when it leaves", () => {
    const g = duel({ battlefield: ["Gearsmith Prodigy", "Ornithopter"] }, { hand: ["Shatter"], battlefield: ["Mountain", "Mountain"] });
    expect(g.pt("Gearsmith Prodigy")).toEqual([2, 2]);
    g.pass();
    g.castAndPay("Shatter", "Ornithopter").passAll();
    expect(g.pt("Gearsmith Prodigy")).toEqual([1, 2]);
  });
});

describe("Gearsmith Guardian", () => {
  it("611.3a: +2/+0 as long as you control a blue creature (not an opponent's)", () => {
    expect(duel({ battlefield: ["Gearsmith Guardian", "Coral Eel"] }).pt("Gearsmith Guardian")).toEqual([5, 5]);
    expect(duel({ battlefield: ["Gearsmith Guardian"] }, { battlefield: ["Coral Eel"] }).pt("Gearsmith Guardian")).toEqual([3, 5]);
  });
});

describe("Kargan Dragonrider", () => {
  it("611.3a: it has flying as long as you control a Dragon", () => {
    const g = duel({ battlefield: ["Kargan Dragonrider", "Shivan Dragon"] });
    expect(keywords(g, "Kargan Dragonrider")).toContain("Flying");
    expect(keywords(duel({ battlefield: ["Kargan Dragonrider"] }, { battlefield: ["Shivan Dragon"] }), "Kargan Dragonrider")).not.toContain("Flying");
  });
});

describe("Arisen Gorgon", () => {
  it("611.3a: it has deathtouch as long as you control a Liliana planeswalker", () => {
    expect(keywords(duel({ battlefield: ["Arisen Gorgon", "Liliana Vess"] }), "Arisen Gorgon")).toContain("Deathtouch");
    expect(keywords(duel({ battlefield: ["Arisen Gorgon", "Ajani Goldmane"] }), "Arisen Gorgon")).not.toContain("Deathtouch");
  });
});

describe("Court Cleric", () => {
  it("611.3a: a 1/1 lifelinker that gets +1/+1 as long as you control an Ajani planeswalker", () => {
    const g = duel({ battlefield: ["Court Cleric", "Ajani Goldmane"] });
    expect(g.pt("Court Cleric")).toEqual([2, 2]);
    expect(keywords(g, "Court Cleric")).toContain("Lifelink");
    expect(duel({ battlefield: ["Court Cleric", "Liliana Vess"] }).pt("Court Cleric")).toEqual([1, 1]);
  });
});

describe("Tezzeret's Strider", () => {
  it("611.3a: it has menace as long as you control a Tezzeret planeswalker", () => {
    expect(keywords(duel({ battlefield: ["Tezzeret's Strider", "Test Tezzeret"] }, {}, {}, withTezzeret), "Tezzeret's Strider")).toContain("Menace");
    expect(keywords(duel({ battlefield: ["Tezzeret's Strider"] }), "Tezzeret's Strider")).not.toContain("Menace");
  });
});

describe("Grasping Scoundrel", () => {
  it("611.3a, 506.3: +1/+0 as long as it's attacking, not before nor after combat", () => {
    const g = duel({ battlefield: ["Grasping Scoundrel"] });
    expect(g.pt("Grasping Scoundrel")).toEqual([1, 1]);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grasping Scoundrel").id, defender: 1 }] });
    expect(g.pt("Grasping Scoundrel")).toEqual([2, 1]);
    g.passUntil("end");
    expect(g.life("Ben")).toBe(18);
    expect(g.pt("Grasping Scoundrel")).toEqual([1, 1]);
  });
});
