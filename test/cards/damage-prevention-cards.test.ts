// Prevention effects (615): Bandage and Samite Healer (the next 1 damage to any target, 615.7), Cho-Manno,
// Revolutionary (a static ability preventing all damage to itself), Luminesce (all damage black and red sources would
// deal this turn, their colors checked as they deal it, 615.9).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Bandage", () => {
  it("615.7: prevents the next 1 damage to the target, then draws a card", () => {
    const g = duel({ hand: ["Bandage", "Lightning Bolt"], battlefield: ["Plains", "Mountain", "Hill Giant"] });
    g.castAndPay("Bandage", "Hill Giant").passAll();
    expect(g.handNames("Ana")).toHaveLength(2);
    g.castAndPay("Lightning Bolt", "Hill Giant").passAll();
    // 3 damage, 1 prevented: Hill Giant (3/3) survives with 2 marked.
    expect(g.permanent("Hill Giant").damage).toBe(2);
  });

  it("615.7: a player is a legal target too", () => {
    const g = duel({ hand: ["Bandage"], battlefield: ["Plains"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.castAndPay("Bandage", "Ana").passAll();
    g.pass();
    g.castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.life("Ana")).toBe(18);
  });
});

describe("Samite Healer", () => {
  it("615.7: {T}: prevents the next 1 damage to any target this turn", () => {
    const g = duel({ battlefield: ["Samite Healer", "Grizzly Bears"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.activate("Samite Healer").targets("Grizzly Bears").autoPay().passAll();
    g.pass();
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    expect(g.permanent("Grizzly Bears").damage).toBe(1);
  });
});

describe("Cho-Manno, Revolutionary", () => {
  it("615.1a: all damage that would be dealt to it is prevented, combat damage included", () => {
    const g = duel({ battlefield: ["Hill Giant"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Cho-Manno, Revolutionary"] });
    g.attackAndBlock("Hill Giant", "Cho-Manno, Revolutionary");
    g.passUntil("combatDamage");
    expect(g.permanent("Cho-Manno, Revolutionary").damage).toBe(0);
    g.pass();
    g.castAndPay("Lightning Bolt", "Cho-Manno, Revolutionary").passAll();
    expect(g.permanents("Cho-Manno, Revolutionary")).toHaveLength(1);
    expect(g.permanent("Cho-Manno, Revolutionary").damage).toBe(0);
  });
});

describe("Luminesce", () => {
  it("615.1a, 615.9: damage from black and red sources is prevented this turn; other sources deal theirs", () => {
    const g = duel(
      { hand: ["Luminesce"], battlefield: ["Plains", "Grizzly Bears"] },
      { hand: ["Lightning Bolt", "Shock"], battlefield: ["Mountain", "Mountain"] },
    );
    g.castAndPay("Luminesce").passAll();
    g.pass();
    g.castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.life("Ana")).toBe(20);
    // Grizzly Bears is green: its combat damage is dealt.
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: g.playerId("Ben") }] });
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(18);
  });

  it("its shield ends with the turn", () => {
    const g = duel({ hand: ["Luminesce"], battlefield: ["Plains"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.castAndPay("Luminesce").passAll();
    g.passUntil("precombatMain", 4);
    g.castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.life("Ana")).toBe(17);
  });
});
