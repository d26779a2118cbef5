// Sealed pools: six boosters of a core set, opened from its booster sheets (MTGJSON's `booster.default`,
// in the card data) with a seeded random, so friends who share a set and a seed open the same pool. Each card
// says whether it is playable here.
//
// A booster's contents are drawn by their weights (a foil in 9 boosters of 40…); each slot's cards are drawn
// from its sheet by their weights without repeating a card in one booster, and a colour-balanced sheet (the
// commons) gives at least one card of each colour when it gives five or more.

import { coreBoosters, findCard, type BoosterConfig } from "../card-data/card-data.ts";
import type { CardRegistry } from "../card-language/card-definition.ts";
import { cardRegistry } from "../cards/index.ts";
import type { SealedCard, SealedPool } from "../../shared/protocol.ts";
import { nextSimUint32, seedSimRng, type SimRngState } from "../../shared/sim-rng.ts";
import { supportOf } from "./support.ts";

export const BOOSTERS_PER_SEALED_POOL = 6;
const COLORS = ["W", "U", "B", "R", "G"] as const;
/** Balancing a sheet's colours redraws it: after this many draws the last one stands. */
const MAX_BALANCING_DRAWS = 200;

/** The sets sealed pools can be opened from: the core sets whose booster sheets the card data has. */
export function sealedSets(): string[] {
  return Object.keys(coreBoosters());
}

/** A number from 0 (included) to `total` (excluded); `total` is below 2^32. */
function below(rng: SimRngState, total: number): number {
  return Math.floor((nextSimUint32(rng) / 2 ** 32) * total);
}

/** The index of one of the weights, drawn by weight. */
function pickIndex(rng: SimRngState, weights: readonly number[]): number {
  let at = below(
    rng,
    weights.reduce((n, w) => n + w, 0),
  );
  for (let i = 0; i < weights.length; i++) {
    if (at < weights[i]!) return i;
    at -= weights[i]!;
  }
  return weights.length - 1;
}

/** `count` different cards of a sheet, drawn by their weights. */
function drawDistinct(rng: SimRngState, cards: readonly (readonly [string, number])[], count: number): string[] {
  const left = [...cards];
  const drawn: string[] = [];
  for (let i = 0; i < count && left.length > 0; i++) {
    const [name] = left.splice(
      pickIndex(
        rng,
        left.map(([, w]) => w),
      ),
      1,
    )[0]!;
    drawn.push(name);
  }
  return drawn;
}

function colorsOf(name: string): readonly string[] {
  return findCard(name)?.faces[0]?.colors ?? [];
}

function drawSheet(rng: SimRngState, sheet: BoosterConfig["sheets"][string], count: number): string[] {
  const cards = Object.entries(sheet.cards);
  if (!sheet.balanceColors || count < COLORS.length) return drawDistinct(rng, cards, count);
  let drawn: string[] = [];
  for (let attempt = 0; attempt < MAX_BALANCING_DRAWS; attempt++) {
    drawn = drawDistinct(rng, cards, count);
    const colors = new Set(drawn.flatMap(colorsOf));
    if (COLORS.every((c) => colors.has(c))) break;
  }
  return drawn;
}

/** One booster: its contents drawn by weight, then each sheet's cards, in the order the contents list the sheets. */
export function openBooster(config: BoosterConfig, rng: SimRngState): { name: string; sheet: string; foil: boolean }[] {
  const { contents } =
    config.boosters[
      pickIndex(
        rng,
        config.boosters.map((b) => b.weight),
      )
    ]!;
  return Object.entries(contents).flatMap(([sheetName, count]) => {
    const sheet = config.sheets[sheetName];
    if (!sheet) throw new Error(`${config.name}: a booster names the sheet "${sheetName}", which the data doesn't have`);
    return drawSheet(rng, sheet, count).map((name) => ({ name, sheet: sheetName, foil: sheet.foil }));
  });
}

/** A sealed pool of six boosters of the set, the same for the same seed; null for a set without booster sheets. */
export function sealedPool(set: string, seed: number, cards: CardRegistry = cardRegistry): SealedPool | null {
  const code = set.toUpperCase();
  const config = coreBoosters()[code];
  if (!config) return null;
  const rng = seedSimRng(seed);
  const boosters = Array.from({ length: BOOSTERS_PER_SEALED_POOL }, () =>
    openBooster(config, rng).map((c): SealedCard => {
      const support = supportOf(c.name, cards);
      const rarity = findCard(c.name)?.rarity[code] ?? null;
      const base = { ...c, rarity, supported: support?.supported ?? false };
      return support && !support.supported ? { ...base, reason: support.reason } : base;
    }),
  );
  return { set: code, setName: config.name, seed, boosters };
}
