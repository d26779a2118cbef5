// Poison-Tip Archer: "Whenever another creature dies" (603.10a: any player's creature, not itself).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Poison-Tip Archer", () => {
  it("603.10a: whenever another creature dies — any player's — each opponent loses 1 life", () => {
    const g = duel(
      { hand: ["Lightning Bolt", "Shock"], battlefield: ["Poison-Tip Archer", "Grizzly Bears", "Mountain", "Mountain"] },
      { battlefield: ["Llanowar Elves"] },
    );
    g.castAndPay("Lightning Bolt", "Llanowar Elves").passAll().passAll();
    expect(g.life("Ben")).toBe(19);
    g.castAndPay("Shock", "Grizzly Bears").passAll().passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.life("Ana")).toBe(20);
  });

  it("its own death doesn't trigger it", () => {
    const g = duel({ battlefield: ["Poison-Tip Archer"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Poison-Tip Archer").passAll();
    expect(g.stackLabels()).toEqual([]);
    expect(g.life("Ben")).toBe(20);
  });
});
