// Sealed pools: six boosters of a core set from its booster sheets, the same for the same seed, with the
// sheets' weights respected over many openings; each card says whether it is playable here.

import { describe, expect, it } from "vitest";
import { coreBoosters, findCard } from "../../server/card-data/card-data.ts";
import { BOOSTERS_PER_SEALED_POOL, openBooster, sealedPool, sealedSets } from "../../server/card-pool/sealed.ts";
import { supportOf } from "../../server/card-pool/support.ts";
import { engine } from "../../server/game.ts";
import { seedSimRng } from "../../shared/sim-rng.ts";

const OPENINGS = 4000;

/** How often, over many boosters of a set, a booster has a card of a sheet that meets the condition. */
function share(set: string, test: (card: { name: string; sheet: string; foil: boolean }) => boolean): number {
  const rng = seedSimRng(7);
  let hits = 0;
  for (let i = 0; i < OPENINGS; i++) if (openBooster(coreBoosters()[set]!, rng).some(test)) hits++;
  return hits / OPENINGS;
}

/** Four standard deviations of a share measured over OPENINGS boosters: a correct generator misses it once in 15,000 runs. */
function tolerance(p: number): number {
  return 4 * Math.sqrt((p * (1 - p)) / OPENINGS);
}

describe("sealed pools", () => {
  it("are opened from the eleven core sets whose booster sheets the card data has", () => {
    expect(sealedSets()).toEqual(["10E", "M10", "M11", "M12", "M13", "M14", "M15", "ORI", "M19", "M20", "M21"]);
  });

  it("six boosters of fifteen cards, the same for the same seed, others for another seed", () => {
    const pool = sealedPool("M10", 1234, engine.cards)!;
    expect(pool).toMatchObject({ set: "M10", setName: "Magic 2010", seed: 1234 });
    expect(pool.boosters).toHaveLength(BOOSTERS_PER_SEALED_POOL);
    for (const b of pool.boosters) expect(b).toHaveLength(15);
    expect(sealedPool("m10", 1234, engine.cards)).toEqual(pool);
    expect(sealedPool("M10", 1235, engine.cards)!.boosters).not.toEqual(pool.boosters);
    for (const set of sealedSets()) expect(sealedPool(set, 99, engine.cards)!.boosters.flat().length).toBe(90);
  });

  it("an unknown set has no pool", () => {
    expect(sealedPool("LEA", 1, engine.cards)).toBeNull();
    expect(sealedPool("", 1, engine.cards)).toBeNull();
  });

  it("each card says whether it is playable here, and if not, why — as supportOf says", () => {
    const cards = sealedPool("M10", 5, engine.cards)!.boosters.flat();
    for (const c of cards) {
      const support = supportOf(c.name, engine.cards)!;
      expect(c.supported, c.name).toBe(support.supported);
      expect(c.reason, c.name).toBe(support.supported ? undefined : support.reason);
      expect(c.rarity, c.name).toBe(findCard(c.name)!.rarity.M10 ?? null);
    }
    expect(cards.some((c) => c.supported)).toBe(true);
  });

  it("a booster never holds the same card twice from one sheet, and its commons hold every colour", () => {
    const rng = seedSimRng(3);
    for (let i = 0; i < 300; i++) {
      const booster = openBooster(coreBoosters().M10!, rng);
      const commons = booster.filter((c) => c.sheet === "common");
      expect(new Set(commons.map((c) => c.name)).size).toBe(commons.length);
      const colors = new Set(commons.flatMap((c) => findCard(c.name)!.faces[0]!.colors));
      expect([...colors].sort()).toEqual(["B", "G", "R", "U", "W"]);
    }
  });

  it("the boosters' contents come by their weights: a foil in 9 boosters of 40 (M10), in 10E by its sixteen kinds of booster", () => {
    expect(Math.abs(share("M10", (c) => c.foil) - 9 / 40)).toBeLessThan(tolerance(9 / 40));
    const tenth = coreBoosters()["10E"]!;
    const foilRare = tenth.boosters.filter((b) => "foilRare" in b.contents).reduce((n, b) => n + b.weight, 0) / tenth.boostersTotalWeight;
    expect(Math.abs(share("10E", (c) => c.sheet === "foilRare") - foilRare)).toBeLessThan(tolerance(foilRare));
  });

  it("a sheet's cards come by their weights: M10's mythic rares at half a rare's weight", () => {
    const sheet = coreBoosters().M10!.sheets.rareMythic!;
    const mythic = Object.entries(sheet.cards)
      .filter(([name]) => findCard(name)!.rarity.M10 === "mythic")
      .reduce((n, [, w]) => n + w, 0);
    const expected = mythic / sheet.totalWeight;
    expect(expected).toBeCloseTo(15 / 121, 5);
    expect(Math.abs(share("M10", (c) => c.sheet === "rareMythic" && findCard(c.name)!.rarity.M10 === "mythic") - expected)).toBeLessThan(tolerance(expected));
  });
});
