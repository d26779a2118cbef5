// Magic 2013's cycle of creatures that get +1/+1 as long as you control a basic land type of an allied color (611.3a),
// each with an activated ability paid in that color: Arctic Aven, Crimson Muckwader, Flinthoof Boar, Harbor Bandit,
// Prized Elephant.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { shields } from "../support/combat.ts";
import { duel, type Scenario } from "../support/scenario.ts";

function keywords(g: Scenario, name: string): unknown[] {
  return [...keywordsOf(g.reader, g.permanent(name))];
}

describe("Arctic Aven", () => {
  it("611.3a: +1/+1 only while you control a Plains (not an opponent's); {W} gives it lifelink until end of turn", () => {
    expect(duel({ battlefield: ["Arctic Aven", "Island"] }, { battlefield: ["Plains"] }).pt("Arctic Aven")).toEqual([2, 1]);
    const g = duel({ battlefield: ["Arctic Aven", "Plains"] });
    expect(g.pt("Arctic Aven")).toEqual([3, 2]);
    expect(keywords(g, "Arctic Aven")).toEqual(["Flying"]);
    g.activate("Arctic Aven", "p1").autoPay().passAll();
    expect(keywords(g, "Arctic Aven")).toContain("Lifelink");
  });
});

describe("Crimson Muckwader", () => {
  it("611.3a, 701.19a: +1/+1 while you control a Swamp; {2}{B} regenerates it", () => {
    expect(duel({ battlefield: ["Crimson Muckwader", "Mountain"] }).pt("Crimson Muckwader")).toEqual([2, 1]);
    const g = duel({ battlefield: ["Crimson Muckwader", "Swamp", "Swamp", "Swamp"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    expect(g.pt("Crimson Muckwader")).toEqual([3, 2]);
    g.activate("Crimson Muckwader", "p1").autoPay().passAll();
    expect(shields(g)).toEqual(["Crimson Muckwader: regenerate"]);
    g.pass();
    g.castAndPay("Lightning Bolt", "Crimson Muckwader").passAll();
    expect(g.permanent("Crimson Muckwader")).toMatchObject({ tapped: true, damage: 0 });
  });
});

describe("Flinthoof Boar", () => {
  it("611.3a: +1/+1 while you control a Mountain; {R} gives it haste until end of turn", () => {
    expect(duel({ battlefield: ["Flinthoof Boar", "Forest"] }).pt("Flinthoof Boar")).toEqual([2, 2]);
    const g = duel({ battlefield: ["Flinthoof Boar", "Mountain"] });
    expect(g.pt("Flinthoof Boar")).toEqual([3, 3]);
    g.activate("Flinthoof Boar", "p1").autoPay().passAll();
    expect(keywords(g, "Flinthoof Boar")).toContain("Haste");
  });
});

describe("Harbor Bandit", () => {
  it("611.3a, 509.1b: +1/+1 while you control an Island; {1}{U}: it can't be blocked this turn", () => {
    expect(duel({ battlefield: ["Harbor Bandit", "Swamp"] }).pt("Harbor Bandit")).toEqual([2, 2]);
    const g = duel({ battlefield: ["Harbor Bandit", "Hill Giant", "Island", "Island"] }, { battlefield: ["Giant Spider"] });
    expect(g.pt("Harbor Bandit")).toEqual([3, 3]);
    g.activate("Harbor Bandit", "p1").autoPay().passAll();
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: ["Harbor Bandit", "Hill Giant"].map((n) => ({ attacker: g.permanent(n).id, defender: 1 })) });
    g.passUntilPrompt("declareBlockers");
    const block = { kind: "blockers", blocks: [{ blocker: g.permanent("Giant Spider").id, attacker: g.permanent("Harbor Bandit").id }] };
    expect(g.refuseAnswer(block, "Ben").message).toBeTruthy();
  });
});

describe("Prized Elephant", () => {
  it("611.3a: +1/+1 while you control a Forest; {G} gives it trample until end of turn", () => {
    expect(duel({ battlefield: ["Prized Elephant", "Plains"] }).pt("Prized Elephant")).toEqual([3, 3]);
    const g = duel({ battlefield: ["Prized Elephant", "Forest"] });
    expect(g.pt("Prized Elephant")).toEqual([4, 4]);
    g.activate("Prized Elephant", "p1").autoPay().passAll();
    expect(keywords(g, "Prized Elephant")).toContain("Trample");
  });
});
