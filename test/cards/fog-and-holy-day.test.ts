// Fog and Holy Day: combat damage prevented for the turn (615).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { attack, block, combatDamage, shields } from "../support/combat.ts";

describe("Fog", () => {
  it("615.1a: all combat damage this turn is prevented — to and from creatures, and to the defending player", () => {
    const g = duel({ battlefield: ["Grizzly Bears", "Hill Giant"] }, { hand: ["Fog"], battlefield: ["Forest", "Savannah Lions"] });
    attack(g, "Grizzly Bears", "Hill Giant");
    block(g, ["Savannah Lions", "Grizzly Bears"]);
    g.pass();
    g.castAndPay("Fog").passAll();
    expect(shields(g)).toEqual(["Fog: preventDamage"]);
    g.passUntil("combatDamage");
    expect(combatDamage(g)).toEqual([]);
    expect(g.life("Ben")).toBe(20);
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
    expect(g.permanent("Savannah Lions").damage).toBe(0);
    expect(
      g
        .eventsOf("damagePrevented")
        .map((e) => `${e.sourceName} → ${e.targetName}: ${e.amount}`)
        .sort(),
    ).toEqual(["Grizzly Bears → Savannah Lions: 2", "Hill Giant → Ben: 3", "Savannah Lions → Grizzly Bears: 2"]);
    expect(g.eventsOf("replaced").every((e) => e.source === "Fog" && e.rule === "615.1a")).toBe(true);
  });

  it("615.1a: only combat damage — a burn spell cast after Fog still deals its damage, to a player and to a creature", () => {
    const g = duel({ hand: ["Fog", "Shock", "Lightning Bolt"], battlefield: ["Forest", "Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Fog").passAll();
    g.castAndPay("Shock", "Ben").passAll();
    g.castAndPay("Lightning Bolt", "Hill Giant").passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.eventsOf("damagePrevented")).toEqual([]);
  });

  it("514.2, 611.2: the effect ends at the cleanup step — the next turn's combat damage is dealt", () => {
    const g = duel({ battlefield: ["Forest"] }, { hand: ["Fog"], battlefield: ["Forest", "Savannah Lions"] });
    g.pass();
    g.castAndPay("Fog").passAll();
    expect(shields(g)).toEqual(["Fog: preventDamage"]);
    g.passUntil("upkeep", 4);
    expect(shields(g)).toEqual([]);
    // Ben's turn: his Lions attack Ana.
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Savannah Lions").id, defender: g.playerId("Ana") }] });
    g.passUntil("combatDamage");
    expect(g.life("Ana")).toBe(18);
  });

  it("615.4: cast after combat damage was dealt it is too late — nothing is undone", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { hand: ["Fog"], battlefield: ["Forest"] });
    attack(g, "Grizzly Bears");
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(18);
    g.pass();
    g.castAndPay("Fog").passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.eventsOf("damagePrevented")).toEqual([]);
  });

  it("615.1a: cast in the declare attackers step, before blockers, it works too", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { hand: ["Fog"], battlefield: ["Forest"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: g.playerId("Ben") }] });
    g.expectPrompt("priority", "Ana");
    g.pass();
    g.castAndPay("Fog").passAll();
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(20);
  });
});

describe("Holy Day", () => {
  it("615.1a: all combat damage this turn is prevented, both ways; a burn spell still deals its damage", () => {
    const g = duel({ hand: ["Shock"], battlefield: ["Hill Giant", "Mountain"] }, { hand: ["Holy Day"], battlefield: ["Plains", "Grizzly Bears"] });
    attack(g, "Hill Giant");
    block(g, ["Grizzly Bears", "Hill Giant"]);
    g.pass();
    g.castAndPay("Holy Day").passAll();
    g.passUntil("combatDamage");
    expect(combatDamage(g)).toEqual([]);
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
    expect(g.permanent("Hill Giant").damage).toBe(0);
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Holy Day", "Grizzly Bears"]);
  });

  it("510.4, 615.4: cast after first-strike damage, it prevents only the regular combat damage", () => {
    const g = duel({ battlefield: ["Fencing Ace"] }, { hand: ["Holy Day"], battlefield: ["Plains"] });
    attack(g, "Fencing Ace");
    g.passUntil("firstStrikeDamage");
    expect(g.life("Ben")).toBe(19);
    g.pass();
    g.castAndPay("Holy Day").passAll();
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(19);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Fencing Ace", amount: 1 }]);
  });

  it("611.2: the shield lasts until end of turn — on the next turn, combat damage is dealt", () => {
    const g = duel({ hand: ["Holy Day"], battlefield: ["Plains"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Holy Day").passAll();
    g.passUntil("upkeep", 4);
    expect(shields(g)).toEqual([]);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: g.playerId("Ana") }] });
    g.passUntil("combatDamage");
    expect(g.life("Ana")).toBe(18);
  });
});
