// Howling Mine: a trigger at the beginning of each player's draw step, with an intervening "if" clause (603.4).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Howling Mine", () => {
  it("603.4: at the beginning of each player's draw step, if it is untapped, that player draws an additional card", () => {
    const g = duel({ battlefield: ["Howling Mine"] });
    g.passUntil("draw", 4);
    expect(g.stackNames()).toEqual(["Howling Mine"]);
    g.passAll();
    // Ben drew for the turn and one more.
    expect(g.handNames("Ben")).toHaveLength(2);
    g.passUntil("draw", 5);
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(2);
  });

  it("603.4: tapped as the step begins, it doesn't trigger", () => {
    const g = duel({ battlefield: [{ card: "Howling Mine", tapped: true }] }, {}, { activePlayer: 1, step: "upkeep" });
    g.passUntil("draw");
    expect(g.stackNames()).toEqual([]);
    expect(g.handNames("Ben")).toHaveLength(1);
  });
});
