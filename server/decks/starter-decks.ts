// The preconstructed (starter) decks offered in the lobby, kept in one data file next to this module
// (preconstructed-decks.txt) as decklists read with the importer.

import { readFileSync } from "node:fs";
import type { CardRegistry } from "../card-language/card-definition.ts";
import { describeProblems, importDecklist, type ImportedDeck } from "./decklist.ts";

export type StarterDeckName = string;

interface DeckSource {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

/** A deck starts with "=== id | Title"; its decklist is the lines up to the next such line. */
const DECK_HEADER = /^=== ([a-z0-9-]+) \| (.+)$/;

function readDeckFile(): DeckSource[] {
  const text = readFileSync(new URL("./preconstructed-decks.txt", import.meta.url), "utf8");
  const decks: { id: string; title: string; lines: string[] }[] = [];
  for (const line of text.split(/\r?\n/)) {
    const header = DECK_HEADER.exec(line);
    if (header) decks.push({ id: header[1]!, title: header[2]!.trim(), lines: [] });
    else decks.at(-1)?.lines.push(line);
  }
  return decks.map((d) => ({ id: d.id, title: d.title, text: d.lines.join("\n") }));
}

const SOURCES = readDeckFile();

/** The decks' ids, in the order the lobby lists them. */
export const STARTER_DECK_NAMES: readonly StarterDeckName[] = SOURCES.map((d) => d.id);

function source(name: StarterDeckName): DeckSource {
  const found = SOURCES.find((d) => d.id === name);
  if (!found) throw new Error(`there is no preconstructed deck "${name}"`);
  return found;
}

/** How the lobby and the table show a deck: "Red burn and goblins". */
export function starterDeckTitle(name: StarterDeckName): string {
  return source(name).title;
}

/** A deck's decklist as the data file has it. */
export function starterDeckText(name: StarterDeckName): string {
  return source(name).text;
}

const cache = new WeakMap<CardRegistry, Map<StarterDeckName, ImportedDeck>>();

/** A preconstructed deck, read once per registry; a broken decklist is a server bug and fails loudly. */
export function starterDeck(name: StarterDeckName, cards: CardRegistry): ImportedDeck {
  let decks = cache.get(cards);
  if (!decks) cache.set(cards, (decks = new Map()));
  let deck = decks.get(name);
  if (!deck) {
    const result = importDecklist(starterDeckText(name), cards);
    if (!result.ok) throw new Error(`preconstructed deck ${name}: ${describeProblems(result.problems).join("; ")}`);
    deck = result.deck;
    decks.set(name, deck);
  }
  return deck;
}
