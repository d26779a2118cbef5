// Random two-color decks from the card registry, for simulations and benchmarks.

import { COLORS, type Color } from "../../shared/mana.ts";
import { BASIC_LAND_MANA, type CardRegistry } from "../card-language/card-definition.ts";
import { nextSimUint32, seedSimRng } from "../../shared/sim-rng.ts";
import type { DeckList } from "../engine/index.ts";

const LANDS = 24;
const SPELLS = 36;

/** 24 basic lands of two colors and 36 spells (up to 4 copies each) castable with them. */
export function randomDeck(cards: CardRegistry, seed: number): DeckList {
  const rng = seedSimRng(seed);
  const colors: Color[] = [];
  while (colors.length < 2) {
    const c = COLORS[nextSimUint32(rng) % COLORS.length]!;
    if (!colors.includes(c)) colors.push(c);
  }
  const basics = Object.entries(BASIC_LAND_MANA)
    .filter(([, c]) => colors.includes(c))
    .map(([name]) => name);
  const spells = [...cards.values()].filter((d) => !d.types.includes("Land") && d.manaCost !== null && d.colors.every((c) => colors.includes(c)));
  const deck = new Map<string, number>();
  for (let i = 0; i < LANDS; i++) deck.set(basics[i % basics.length]!, (deck.get(basics[i % basics.length]!) ?? 0) + 1);
  let placed = 0;
  while (placed < SPELLS && spells.length > 0) {
    const d = spells[nextSimUint32(rng) % spells.length]!;
    const n = deck.get(d.name) ?? 0;
    if (n >= 4) {
      if (spells.every((s) => (deck.get(s.name) ?? 0) >= 4)) break;
      continue;
    }
    deck.set(d.name, n + 1);
    placed++;
  }
  return [...deck].map(([name, count]) => ({ name, count }));
}
