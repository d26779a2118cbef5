// Safe Passage: a prevention shield for its controller and the creatures they control as damage would be dealt (615.1a).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Safe Passage", () => {
  it("615.1a: prevents all damage to its controller and their creatures this turn, not to the opponent's", () => {
    const g = duel(
      { hand: ["Safe Passage", "Lightning Bolt", "Shock"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Mountain", "Mountain", "Grizzly Bears"] },
      { battlefield: ["Hill Giant"] },
    );
    g.castAndPay("Safe Passage").passAll();
    g.castAndPay("Lightning Bolt", "Ana").passAll();
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    expect(g.life("Ana")).toBe(20);
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
    expect(g.eventsOf("damagePrevented")).toHaveLength(2);
  });

  it("damage to the opponent's creature isn't prevented; the shield ends with the turn", () => {
    const g = duel(
      { hand: ["Safe Passage", "Shock"], battlefield: ["Plains", "Plains", "Plains", "Mountain"] },
      { hand: ["Lightning Bolt"], battlefield: ["Hill Giant", "Mountain"] },
    );
    g.castAndPay("Safe Passage").passAll();
    g.castAndPay("Shock", "Hill Giant").passAll();
    expect(g.permanent("Hill Giant").damage).toBe(2);
    g.passUntil("upkeep", 4);
    g.castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.life("Ana")).toBe(17);
  });
});
