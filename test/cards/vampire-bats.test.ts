// Vampire Bats: an activated ability that may be activated no more than twice each turn (602.5b).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Vampire Bats", () => {
  it("602.5b: activated twice in a turn, the ability isn't offered a third time; next turn it is again", () => {
    const g = duel({ battlefield: ["Swamp", "Swamp", "Swamp", "Vampire Bats"] });
    g.activate("Vampire Bats").autoPay().passAll();
    g.activate("Vampire Bats").autoPay().passAll();
    expect(g.pt("Vampire Bats")).toEqual([2, 1]);
    const bats = g.permanent("Vampire Bats").id;
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "activate" && a.source === bats)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: bats, ability: "p0" }).message).toBeTruthy();
    g.passUntil("precombatMain", 5);
    expect(g.pt("Vampire Bats")).toEqual([0, 1]);
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "activate" && a.source === bats)).toBe(true);
  });
});
