// Goblin Lore: drawing, then discarding at random (701.9b) — no player chooses the cards.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const LIBRARY = ["Forest", "Island", "Swamp", "Plains"];

function castGoblinLore(seed: number) {
  const g = duel({ hand: ["Goblin Lore", "Grizzly Bears"], library: [...LIBRARY, "Mountain"], battlefield: ["Mountain", "Mountain"] }, {}, { seed });
  g.castAndPay("Goblin Lore").passAll();
  return g;
}

describe("Goblin Lore", () => {
  it("701.9b: draws four cards, then three of the five in hand are discarded at random, without a prompt", () => {
    const g = castGoblinLore(1);
    g.expectPrompt("priority", "Ana");
    expect(g.handNames("Ana")).toHaveLength(2);
    const discarded = g.eventsOf("discarded");
    expect(discarded).toHaveLength(3);
    expect(discarded.every((e) => e.rule === "701.9b")).toBe(true);
    expect([...g.handNames("Ana"), ...discarded.map((e) => e.name)].sort()).toEqual(["Grizzly Bears", ...LIBRARY].sort());
    expect(g.graveyardNames("Ana").sort()).toEqual([...discarded.map((e) => e.name), "Goblin Lore"].sort());
  });

  it("701.9b: the cards discarded come from the game's generator: the seed decides, and seeds differ", () => {
    const kept = (seed: number) => castGoblinLore(seed).handNames("Ana").sort().join(",");
    expect(kept(7)).toBe(kept(7));
    const outcomes = new Set(Array.from({ length: 12 }, (_, seed) => kept(seed)));
    expect(outcomes.size).toBeGreaterThan(1);
  });
});
