// Magic 2020's Chandras (loyalty abilities, 606: damage, an effect on Elementals, mana added as a loyalty ability
// resolves) and Pack Mastiff (each creature you control with a name).

import { describe, expect, it } from "vitest";
import { powerToughness } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const loyalty = (g: Scenario, name: string): number => g.permanent(name).counters.loyalty ?? 0;

describe("Chandra, Novice Pyromancer", () => {
  it("[+1]: Elementals you control get +2/+0 until end of turn (not an opponent's)", () => {
    const g = duel({ battlefield: ["Chandra, Novice Pyromancer", "Earth Elemental", "Grizzly Bears"] }, { battlefield: ["Air Elemental"] });
    g.activate("Chandra, Novice Pyromancer", "p0").autoPay().passAll();
    expect(g.pt("Earth Elemental")).toEqual([6, 5]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    expect(g.pt("Air Elemental", "Ben")).toEqual([4, 4]);
    expect(loyalty(g, "Chandra, Novice Pyromancer")).toBe(6);
  });

  it("605.1a: [−1]: adds {R}{R} as the ability resolves (a loyalty ability isn't a mana ability)", () => {
    const g = duel({ battlefield: ["Chandra, Novice Pyromancer"] });
    g.activate("Chandra, Novice Pyromancer", "p1").autoPay();
    expect(g.stackLabels().join()).toContain("Chandra");
    g.passAll();
    expect(g.state.players[0]!.manaPool).toMatchObject({ R: 2 });
  });

  it("[−2]: 2 damage to any target", () => {
    const g = duel({ battlefield: ["Chandra, Novice Pyromancer"] }, { battlefield: ["Grizzly Bears"] });
    g.activate("Chandra, Novice Pyromancer", "p2").targets("Grizzly Bears").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });
});

describe("Chandra, Flame's Fury", () => {
  it("[+1]: 2 damage to any target", () => {
    const g = duel({ battlefield: ["Chandra, Flame's Fury"] });
    g.activate("Chandra, Flame's Fury", "p0").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
  });

  it("[−2]: 4 damage to target creature and 2 damage to that creature's controller", () => {
    const g = duel({ battlefield: ["Chandra, Flame's Fury"] }, { battlefield: ["Bonebreaker Giant"] });
    g.activate("Chandra, Flame's Fury", "p1").targets("Bonebreaker Giant").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Bonebreaker Giant"]);
    expect(g.life("Ben")).toBe(18);
    expect(g.life("Ana")).toBe(20);
  });

  it("[−8]: 10 damage to target player and each creature that player controls — not the other player's", () => {
    const g = duel(
      { battlefield: [{ card: "Chandra, Flame's Fury", counters: { loyalty: 8 } }, "Grizzly Bears"] },
      { battlefield: ["Enormous Baloth", "Hill Giant"] },
    );
    g.activate("Chandra, Flame's Fury", "p2").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(10);
    expect(g.graveyardNames("Ben").sort()).toEqual(["Enormous Baloth", "Hill Giant"]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });
});

describe("Pack Mastiff", () => {
  it("each creature its controller controls named Pack Mastiff gets +1/+0 until end of turn", () => {
    const g = duel({ battlefield: ["Pack Mastiff", "Pack Mastiff", "Grizzly Bears", "Mountain", "Mountain"] }, { battlefield: ["Pack Mastiff"] });
    g.activate("Pack Mastiff").autoPay().passAll();
    expect(g.permanents("Pack Mastiff", "Ana").map((p) => powerToughness(g.reader, p).power)).toEqual([3, 3]);
    expect(g.pt("Pack Mastiff", "Ben")).toEqual([2, 2]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });
});
