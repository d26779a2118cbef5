// The four starter decks, stored as plain decklist files next to this module and read with the importer.

import { readFileSync } from "node:fs";
import type { CardRegistry } from "../card-language/card-definition.ts";
import { describeProblems, importDecklist, type ImportedDeck } from "./decklist.ts";

export const STARTER_DECK_NAMES = ["red-burn-goblins", "green-creatures", "white-blue-fliers", "black-removal"] as const;
export type StarterDeckName = (typeof STARTER_DECK_NAMES)[number];

export const STARTER_DECK_TITLES: Readonly<Record<StarterDeckName, string>> = {
  "red-burn-goblins": "Red burn and goblins",
  "green-creatures": "Green creatures",
  "white-blue-fliers": "White-blue fliers and counterspells",
  "black-removal": "Black removal",
};

const cache = new WeakMap<CardRegistry, Map<StarterDeckName, ImportedDeck>>();

/** A starter deck, read once per registry; a broken decklist file is a server bug and fails loudly. */
export function starterDeck(name: StarterDeckName, cards: CardRegistry): ImportedDeck {
  let decks = cache.get(cards);
  if (!decks) cache.set(cards, (decks = new Map()));
  let deck = decks.get(name);
  if (!deck) {
    const text = readFileSync(new URL(`./starter/${name}.txt`, import.meta.url), "utf8");
    const result = importDecklist(text, cards);
    if (!result.ok) throw new Error(`starter deck ${name}: ${describeProblems(result.problems).join("; ")}`);
    deck = result.deck;
    decks.set(name, deck);
  }
  return deck;
}
