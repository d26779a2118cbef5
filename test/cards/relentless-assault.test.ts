// Relentless Assault: untapping the creatures that attacked this turn (508.1k) and an additional combat phase followed
// by an additional main phase after this main phase (500.8, 505.1a).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { attack } from "../support/combat.ts";

const LANDS = ["Mountain", "Mountain", "Mountain", "Mountain"];

/** The steps begun from now on, with "+" for those of an added phase. */
function stepsBegun(g: ReturnType<typeof duel>, from: number): string[] {
  return g.events.slice(from).flatMap((e) => (e.type === "stepBegan" ? [`${e.additional ? "+" : ""}${e.step}`] : []));
}

describe("Relentless Assault", () => {
  it("500.8, 505.1a: cast in the second main phase — an additional combat phase and an additional main phase follow it, then the end step", () => {
    const g = duel({ hand: ["Relentless Assault"], battlefield: [...LANDS, "Grizzly Bears"] }, {}, { step: "postcombatMain" });
    g.castAndPay("Relentless Assault").passAll();
    expect(g.lastEvents.some((e) => e.type === "phasesAdded")).toBe(true);
    const from = g.events.length;
    attack(g, "Grizzly Bears");
    g.passUntil("postcombatMain");
    expect(g.state.turn.additional).toBe(true);
    expect(g.life("Ben")).toBe(18);
    g.passUntil("upkeep");
    expect(stepsBegun(g, from)).toEqual([
      "+beginningOfCombat",
      "+declareAttackers",
      "+declareBlockers",
      "+combatDamage",
      "+endOfCombat",
      "+postcombatMain",
      "end",
      "cleanup",
      "untap",
      "upkeep",
    ]);
  });

  it("500.8, 508.1k: cast in the second main phase — the creatures that attacked untap and may attack again in the additional combat", () => {
    const g = duel({ hand: ["Relentless Assault"], battlefield: [...LANDS, "Grizzly Bears", "Hill Giant"] });
    attack(g, "Grizzly Bears");
    g.passUntil("postcombatMain");
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    g.castAndPay("Relentless Assault").passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(false);
    attack(g, "Grizzly Bears", "Hill Giant");
    g.passUntil("postcombatMain");
    expect(g.life("Ben")).toBe(20 - 2 - 2 - 3);
  });

  it("508.1k: only the creatures that attacked this turn untap — not another tapped creature", () => {
    const g = duel({ hand: ["Relentless Assault"], battlefield: [...LANDS, "Grizzly Bears", { card: "Hill Giant", tapped: true }] });
    attack(g, "Grizzly Bears");
    g.passUntil("postcombatMain");
    g.castAndPay("Relentless Assault").passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(false);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
  });

  it("508.1k: a creature that attacked in an earlier turn doesn't count — the opponent's tapped attacker stays tapped", () => {
    const g = duel(
      { battlefield: ["Grizzly Bears"], library: ["Forest", "Forest"] },
      { hand: ["Relentless Assault"], battlefield: [...LANDS, "Hill Giant"], library: ["Forest", "Forest"] },
    );
    attack(g, "Grizzly Bears");
    g.passUntil("precombatMain");
    expect(g.state.turn.active).toBe(1);
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    g.castAndPay("Relentless Assault").passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
  });

  it("505.1a: cast in the first main phase — additional combat and main phases come before the usual combat phase", () => {
    const g = duel({ hand: ["Relentless Assault"], battlefield: [...LANDS, "Grizzly Bears"] });
    g.castAndPay("Relentless Assault").passAll();
    const from = g.events.length;
    attack(g, "Grizzly Bears");
    g.passUntil("postcombatMain");
    expect(g.state.turn.additional).toBe(true);
    // The Bears attacked and are tapped: the usual combat phase has no attackers (508.8).
    g.passUntil("end");
    expect(stepsBegun(g, from)).toEqual([
      "+beginningOfCombat",
      "+declareAttackers",
      "+declareBlockers",
      "+combatDamage",
      "+endOfCombat",
      "+postcombatMain",
      "beginningOfCombat",
      "declareAttackers",
      "endOfCombat",
      "postcombatMain",
      "end",
    ]);
  });

  it("500.8: two in one main phase — two additional combat and main phase pairs", () => {
    const g = duel({ hand: ["Relentless Assault", "Relentless Assault"], battlefield: [...LANDS, ...LANDS] }, {}, { step: "postcombatMain" });
    g.castAndPay("Relentless Assault").passAll();
    g.castAndPay("Relentless Assault").passAll();
    const from = g.events.length;
    g.passUntil("end");
    expect(stepsBegun(g, from).filter((s) => s === "+postcombatMain" || s === "+beginningOfCombat")).toEqual([
      "+beginningOfCombat",
      "+postcombatMain",
      "+beginningOfCombat",
      "+postcombatMain",
    ]);
  });
});
