// Coat of Arms: a layer 7c effect counting, for each creature, the other creatures that share a creature type with it.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Coat of Arms", () => {
  it("613.4c, 205.3m: each creature gets +1/+1 for each other creature on the battlefield sharing a creature type with it", () => {
    const g = duel(
      { battlefield: ["Coat of Arms", "Goblin Piker", "Raging Goblin", "Grizzly Bears", "Savannah Lions"] },
      { battlefield: ["Boggart Brute", "Runeclaw Bear"] },
    );
    // Goblins: Goblin Piker, Raging Goblin, Boggart Brute (any controller); Piker and Brute are also Warriors (counted once).
    expect(g.pt("Goblin Piker")).toEqual([4, 3]);
    expect(g.pt("Raging Goblin")).toEqual([3, 3]);
    expect(g.pt("Boggart Brute", "Ben")).toEqual([5, 4]);
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
    expect(g.pt("Savannah Lions")).toEqual([2, 1]);
  });

  it("702.73a, 613.1d: a changeling has every creature type, and shares one with every creature that has one", () => {
    const g = duel({ battlefield: ["Coat of Arms", "Woodland Changeling", "Grizzly Bears", "Savannah Lions"] });
    expect(g.pt("Woodland Changeling")).toEqual([4, 4]);
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
    expect(g.pt("Savannah Lions")).toEqual([3, 2]);
  });
});
