// Sealed decks: a deck played from a sealed pool (the table draws each sitting's pool, table-room.ts) holds at least
// 40 cards, each from the pool (as many as it has) or a basic land (100.2b).

import { gameError, type GameError } from "../../shared/errors.ts";
import { SEALED_BASIC_LANDS, SEALED_MIN_CARDS, type SealedPool } from "../../shared/protocol.ts";
import type { DeckList } from "../engine/index.ts";

/** How many of each card the pool holds. */
export function poolCounts(pool: SealedPool): Map<string, number> {
  const counts = new Map<string, number>();
  for (const booster of pool.boosters) for (const card of booster) counts.set(card.name, (counts.get(card.name) ?? 0) + 1);
  return counts;
}

/** Every way the deck breaks the sealed rules, at once; null for a deck that may be played. */
export function checkSealedDeck(deck: DeckList, pool: SealedPool): GameError | null {
  const counts = poolCounts(pool);
  const problems: string[] = [];
  let total = 0;
  for (const { name, count } of deck) {
    total += count;
    if (SEALED_BASIC_LANDS.includes(name)) continue;
    const owned = counts.get(name) ?? 0;
    if (owned === 0) problems.push(`${name} isn't in your sealed pool`);
    else if (count > owned) problems.push(`your sealed pool has ${owned} ${name}, the deck ${count}`);
  }
  if (total < SEALED_MIN_CARDS) problems.push(`a sealed deck needs at least ${SEALED_MIN_CARDS} cards; this one has ${total}`);
  if (problems.length === 0) return null;
  return gameError("INVALID_DECK", `the deck has ${problems.length} problem${problems.length === 1 ? "" : "s"} for a sealed game`, "100.2b", problems);
}
