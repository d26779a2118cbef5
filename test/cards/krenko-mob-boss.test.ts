// Krenko, Mob Boss: "create X tokens, where X is the number of Goblins you control", counted as the ability resolves.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Krenko, Mob Boss", () => {
  it("111.1: {T} creates a 1/1 red Goblin token for each Goblin you control (itself included, not the opponent's)", () => {
    const g = duel({ battlefield: ["Krenko, Mob Boss", "Raging Goblin"] }, { battlefield: ["Raging Goblin"] });
    g.activate("Krenko, Mob Boss").autoPay().passAll();
    const tokens = g.permanents("Goblin Token", "Ana");
    expect(tokens).toHaveLength(2);
    expect(g.pt("Goblin Token")).toEqual([1, 1]);
    expect(g.permanents("Goblin Token", "Ben")).toHaveLength(0);
  });
});
