// Rootwalla: an ability that can be activated only once each turn.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { hasAction } from "../support/casting.ts";

describe("Rootwalla", () => {
  it("602.5b: +2/+2 only once each turn — a second activation is refused, and it can be activated again next turn", () => {
    const g = duel({ battlefield: ["Rootwalla", "Forest", "Forest", "Forest", "Forest"] });
    const id = g.permanent("Rootwalla").id;
    g.activate("Rootwalla").autoPay();
    expect(g.stackNames()).toEqual(["Rootwalla"]);
    g.passAll();
    expect(g.pt("Rootwalla")).toEqual([4, 4]);
    // Two Forests are still untapped, but the ability can't be activated again this turn.
    expect(g.permanents("Forest").filter((f) => !f.tapped)).toHaveLength(2);
    expect(hasAction(g, "activate", id)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: id, ability: 0 }).rule).toBe("602.5");
    // Ben's turn: the effect has ended (514.2) and a new turn allows a new activation.
    g.passUntil("upkeep", 4);
    expect(g.pt("Rootwalla")).toEqual([2, 2]);
    g.pass();
    g.expectPrompt("priority", "Ana");
    expect(hasAction(g, "activate", id)).toBe(true);
    g.activate("Rootwalla").autoPay().passAll();
    expect(g.pt("Rootwalla")).toEqual([4, 4]);
  });
});
