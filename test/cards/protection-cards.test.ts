// Protection (702.16): White Knight, Black Knight and Benevolent Bodyguard.

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

/** Ben attacks Ana with `attacker`; Ana blocks with `blocker`; combat damage is dealt. */
function benAttacksAnaBlocks(g: Scenario, attacker: string, blocker: string): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent(attacker).id, defender: 0 }] });
  g.passUntilPrompt("declareBlockers");
  g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent(blocker).id, attacker: g.permanent(attacker).id }] });
  g.passUntil("endOfCombat");
}

describe("White Knight", () => {
  it("702.16b: protection from black — a black spell can't target it, a red one can", () => {
    const g = duel(
      { battlefield: ["White Knight"] },
      { hand: ["Dismember", "Lightning Bolt"], battlefield: ["Swamp", "Swamp", "Swamp", "Mountain", "Hill Giant"] },
    );
    g.pass();
    g.cast("Dismember").symbols("B", "B");
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.cancel();
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames()).toContain("White Knight");
  });

  it("702.16e: damage from a black source is prevented — a 5/5 black attacker it blocks deals it no damage", () => {
    const g = duel({ battlefield: ["White Knight"] }, { battlefield: [{ card: "Walking Corpse", counters: { "+1/+1": 3 } }] }, { activePlayer: 1 });
    benAttacksAnaBlocks(g, "Walking Corpse", "White Knight");
    expect(g.permanent("White Knight").damage).toBe(0);
    expect(g.permanent("Walking Corpse").damage).toBe(2);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Walking Corpse", targetName: "White Knight", amount: 5, rule: "702.16e" }]);
  });

  it("702.7b, 510.4: first strike — blocked by Grizzly Bears, White Knight kills them before they deal damage and survives", () => {
    const g = duel({ battlefield: ["White Knight"] }, { battlefield: ["Grizzly Bears"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("White Knight").id, defender: 1 }] });
    g.passUntilPrompt("declareBlockers");
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Grizzly Bears").id, attacker: g.permanent("White Knight").id }] });
    g.passUntil("endOfCombat");
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.permanents("White Knight")).toHaveLength(1);
    expect(g.permanent("White Knight").damage).toBe(0);
  });

  it("702.16f: protection from black — a black creature (Black Knight) can't block it", () => {
    const g = duel({ battlefield: ["White Knight"] }, { battlefield: ["Black Knight", "Grizzly Bears"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("White Knight").id, defender: 1 }] });
    g.passUntilPrompt("declareBlockers");
    const blockers = g.expectPrompt("declareBlockers").options.map((o) => g.nameOfObject(o.blocker));
    expect(blockers).toEqual(["Grizzly Bears"]);
  });
});

describe("Black Knight", () => {
  it("702.16b: protection from white — a white Aura spell can't target it", () => {
    const g = duel({ hand: ["Holy Strength"], battlefield: ["Plains", "Grizzly Bears"] }, { battlefield: ["Black Knight"] });
    g.cast("Holy Strength");
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
  });

  it("702.16e: damage from a white source is prevented — a pumped Savannah Lions it blocks deals it no damage", () => {
    const g = duel({ battlefield: ["Black Knight"] }, { battlefield: [{ card: "Savannah Lions", counters: { "+1/+1": 3 } }] }, { activePlayer: 1 });
    benAttacksAnaBlocks(g, "Savannah Lions", "Black Knight");
    expect(g.permanent("Black Knight").damage).toBe(0);
    expect(g.permanent("Savannah Lions").damage).toBe(2);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Savannah Lions", targetName: "Black Knight", amount: 5, rule: "702.16e" }]);
  });

  it("702.16b: protection from white doesn't stop black or red spells — Lightning Bolt can target and kill it", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Black Knight"] });
    g.castAndPay("Lightning Bolt", "Black Knight").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Black Knight"]);
  });
});

describe("Benevolent Bodyguard", () => {
  it("118.3, 608.2d, 608.2b: sacrificed as the cost, it gives protection from the color chosen on resolution — red makes the Bolt fizzle", () => {
    const g = duel({ battlefield: ["Benevolent Bodyguard", "Grizzly Bears"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Hill Giant"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Grizzly Bears").pass();
    g.activate("Benevolent Bodyguard");
    // Only creatures Ana controls.
    expect(g.targetOptionNames().sort()).toEqual(["Benevolent Bodyguard", "Grizzly Bears"]);
    g.targets("Grizzly Bears");
    expect(g.expectPrompt("payCosts").parts.map((p) => p.text)).toEqual(["sacrifice this"]);
    g.autoPay();
    // Sacrificed as a cost: gone before the ability resolves.
    expect(g.graveyardNames("Ana")).toEqual(["Benevolent Bodyguard"]);
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Benevolent Bodyguard"]);
    g.passAll();
    const choose = g.expectPrompt("chooseColor", "Ana");
    expect(choose.options).toEqual(["W", "U", "B", "R", "G"]);
    g.answer({ kind: "color", color: "R" });
    expect(g.eventsOf("protectionGained")).toMatchObject([{ name: "Grizzly Bears", from: "R" }]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Lightning Bolt", rule: "608.2b" }]);
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
    // Until end of turn only.
    g.passUntil("upkeep", 4);
    expect(g.state.effects).toEqual([]);
  });

  it("608.2b: targeting itself, it is sacrificed as the cost, so its ability has no legal target on resolution and does nothing", () => {
    const g = duel({ battlefield: ["Benevolent Bodyguard"] });
    g.activate("Benevolent Bodyguard").targets("Benevolent Bodyguard").autoPay();
    expect(g.graveyardNames("Ana")).toEqual(["Benevolent Bodyguard"]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Benevolent Bodyguard", rule: "608.2b" }]);
    expect(g.eventsOf("protectionGained")).toEqual([]);
    g.expectPrompt("priority", "Ana");
  });

  it("702.16b: protection from the wrong color doesn't help — choosing white, the Bolt still kills the creature", () => {
    const g = duel({ battlefield: ["Benevolent Bodyguard", "Grizzly Bears"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Grizzly Bears").pass();
    g.activate("Benevolent Bodyguard").targets("Grizzly Bears").autoPay().passAll();
    g.answer({ kind: "color", color: "W" });
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Benevolent Bodyguard", "Grizzly Bears"]);
  });
});
