// Time Stretch: extra turns (500.7).

import { describe, expect, it } from "vitest";
import { duel, trio } from "../support/scenario.ts";

const ISLANDS = Array.from({ length: 10 }, () => "Island");

describe("Time Stretch", () => {
  it("500.7: the target player takes two extra turns after this one, then turn order goes on", () => {
    const g = duel({ hand: ["Time Stretch"], battlefield: ISLANDS });
    g.castAndPay("Time Stretch", "Ana").passAll();
    expect(g.log()).toContain("Ana will take 2 extra turns after this one (500.7).");
    g.passUntil("upkeep", 4);
    expect(g.state.turn.active).toBe(0);
    g.passUntil("upkeep", 5);
    expect(g.state.turn.active).toBe(0);
    g.passUntil("upkeep", 6);
    expect(g.state.turn.active).toBe(1);
  });

  it("500.7: extra turns come directly after this turn, before the next in turn order", () => {
    const g = trio({ hand: ["Time Stretch"], battlefield: ISLANDS });
    g.castAndPay("Time Stretch", "Cid").passAll();
    const actives: number[] = [];
    for (const turn of [4, 5, 6, 7]) {
      g.passUntil("upkeep", turn);
      actives.push(g.state.turn.active);
    }
    // Ana, then Cid twice, then Ben: turn order goes on from the turn they were added after.
    expect(actives).toEqual([2, 2, 1, 2]);
  });
});
