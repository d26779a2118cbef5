// Wall of Tears: a blocking trigger that creates a delayed triggered ability (603.7).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { attack, block, attackerOptions } from "../support/combat.ts";

describe("Wall of Tears", () => {
  it("603.7a: the creature it blocks deals its combat damage, then returns to its owner's hand at end of combat", () => {
    const g = duel({ battlefield: ["Wall of Tears"] }, { battlefield: ["Hill Giant"] }, { activePlayer: 1 });
    attack(g, "Hill Giant");
    block(g, ["Wall of Tears", "Hill Giant"]);
    // The blocking trigger creates the delayed trigger; nothing returns yet.
    expect(g.stackNames()).toEqual(["Wall of Tears"]);
    g.passAll();
    expect(g.state.delayedTriggers).toHaveLength(1);
    g.passUntil("endOfCombat");
    expect(g.eventsOf("damageDealt")).toMatchObject([{ sourceName: "Hill Giant", targetName: "Wall of Tears", amount: 3, combat: true }]);
    expect(g.permanents("Hill Giant")).toHaveLength(1);
    expect(g.stackNames()).toEqual(["Wall of Tears"]);
    g.passAll();
    expect(g.permanents("Hill Giant")).toHaveLength(0);
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.permanent("Wall of Tears").damage).toBe(3);
  });

  it("603.7a: the delayed ability exists on its own — it returns the creature even after Wall of Tears has left the battlefield", () => {
    const g = duel({ hand: ["Doom Blade"], battlefield: ["Wall of Tears", "Swamp", "Swamp"] }, { battlefield: ["Hill Giant"] }, { activePlayer: 1 });
    attack(g, "Hill Giant");
    block(g, ["Wall of Tears", "Hill Giant"]);
    g.passAll();
    g.pass();
    g.castAndPay("Doom Blade", "Wall of Tears").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Wall of Tears", "Doom Blade"]);
    g.passUntil("endOfCombat");
    // 509.1h: Hill Giant stays blocked and deals no damage.
    expect(g.life("Ana")).toBe(20);
    g.passAll();
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
  });

  it("702.3b: defender — it can't attack", () => {
    const g = duel({ battlefield: ["Wall of Tears", "Grizzly Bears"] });
    expect(attackerOptions(g)).toEqual(["Grizzly Bears"]);
  });
});
