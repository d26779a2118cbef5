// Card names as people type them: any case, spacing or apostrophe, "Aether" for "Æther", "Fire/Ice" for
// "Fire // Ice", a double-faced card by its front face. A name no card has gets the nearest real names
// ("did you mean …"), by edit distance (fastest-levenshtein).

import { distance } from "fastest-levenshtein";
import { cardNames, findCard } from "../card-data/card-data.ts";
import type { CardRegistry } from "../card-language/card-definition.ts";

/** What a typed name finds. */
export type NameMatch =
  | { readonly kind: "card"; readonly name: string }
  /** A face a deck can't name the card by: half of a split card ("Ice"), a back face ("Insectile Aberration"). */
  | { readonly kind: "face"; readonly card: string }
  | { readonly kind: "unknown"; readonly suggestions: readonly string[] };

/** Layouts whose card is named by both halves: the front half alone isn't the card. */
const HALVES_LAYOUTS = new Set(["split", "aftermath"]);
/** At most this many suggestions for a name. */
const MAX_SUGGESTIONS = 3;

/** The form names are compared in: lower case, plain letters, one kind of apostrophe and of space, " // " between halves. */
export function normalizeName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/[‘’`´]/g, "'")
    .replace(/\s*\/\/?\s*/g, " // ")
    .replace(/\s+/g, " ")
    .trim();
}

interface NameIndex {
  /** Normalized name → the card's name, for every card and every face (which face: null for the card's own name). */
  readonly byName: Map<string, { readonly card: string; readonly face: number | null }>;
  /** The names suggestions are made from: the cards' own and their front faces'. */
  readonly suggestible: readonly string[];
}

const indexes = new WeakMap<CardRegistry, NameIndex>();

function nameIndex(cards: CardRegistry): NameIndex {
  let index = indexes.get(cards);
  if (index) return index;
  const byName = new Map<string, { card: string; face: number | null }>();
  const add = (card: string): void => {
    byName.set(normalizeName(card), { card, face: null });
  };
  const addFaces = (card: string): void => {
    const faces = card.split(" // ");
    faces.forEach((face, i) => {
      // A card of that name comes first (a meld card's back face, Chittering Host, is also a card of its own).
      if (faces.length > 1 && !byName.has(normalizeName(face))) byName.set(normalizeName(face), { card, face: i });
    });
  };
  const names = cardNames();
  for (const name of names) add(name);
  for (const name of names) addFaces(name);
  // The registry's own cards that the data doesn't have (none today but tokens, which aren't cards: 111.1).
  for (const [name, def] of cards)
    if (!def.token && !byName.has(normalizeName(name))) {
      add(name);
      addFaces(name);
    }
  index = { byName, suggestible: [...byName].filter(([, at]) => (at.face ?? 0) === 0).map(([key]) => key) };
  indexes.set(cards, index);
  return index;
}

/** The card a typed name means. */
export function matchName(typed: string, cards: CardRegistry): NameMatch {
  const index = nameIndex(cards);
  const key = normalizeName(typed);
  const found = index.byName.get(key);
  if (found?.face === null) return { kind: "card", name: found.card };
  if (found) {
    // A double-faced card, adventurer or flip card goes by its front face's name too, as deck exports write it.
    const layout = findCard(found.card)?.layout ?? cards.get(found.card)?.faces?.layout ?? "";
    return found.face === 0 && !HALVES_LAYOUTS.has(layout) ? { kind: "card", name: found.card } : { kind: "face", card: found.card };
  }
  return { kind: "unknown", suggestions: suggestions(key, index) };
}

/**
 * The real names nearest a name no card has: those at the least edit distance, if it is small for the name's
 * length (a third of it, at least 1), at most three, each card once.
 */
function suggestions(key: string, index: NameIndex): string[] {
  const limit = Math.max(1, Math.floor(key.length / 3));
  let best = limit + 1;
  let nearest: string[] = [];
  for (const candidate of index.suggestible) {
    // The difference in length is a lower bound of the distance: most names are skipped without computing it.
    if (Math.abs(candidate.length - key.length) > Math.min(best, limit)) continue;
    const d = editDistance(key, candidate);
    if (d < best) {
      best = d;
      nearest = [candidate];
    } else if (d === best) nearest.push(candidate);
  }
  const names = nearest.map((n) => index.byName.get(n)!.card);
  return [...new Set(names)].sort().slice(0, MAX_SUGGESTIONS);
}

/** Levenshtein's distance, but two swapped neighbouring letters ("Blot" for "Bolt") count as one edit, the typo they are. */
function editDistance(a: string, b: string): number {
  const d = distance(a, b);
  if (d !== 2 || a.length !== b.length) return d;
  let i = 0;
  while (a[i] === b[i]) i++;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2) ? 1 : d;
}
