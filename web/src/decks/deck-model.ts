// A deck as the builder holds it, saved in the browser (localStorage), with its statistics, and written in or
// read from the text formats the server's importer reads (server/decks/decklist.ts): MTG Arena, MTGO,
// Moxfield and Archidekt. The server checks every deck again when a player sits with it.

import type { CardFace } from "../../../client-sdk/index.ts";

export interface Deck {
  readonly id: string;
  readonly name: string;
  /** Card name → copies, in the main deck and in the sideboard. */
  readonly main: Readonly<Record<string, number>>;
  readonly sideboard: Readonly<Record<string, number>>;
  /** The set of the sealed pool it was built from, if any. */
  readonly sealed?: string;
  readonly savedAt: number;
}

const STORAGE_KEY = "mtg-table:decks";

export function emptyDeck(name = ""): Deck {
  return { id: newId(), name, main: {}, sideboard: {}, savedAt: 0 };
}

function newId(): string {
  return globalThis.crypto.randomUUID();
}

export function savedDecks(): Deck[] {
  try {
    const list = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]") as unknown;
    return Array.isArray(list) ? (list as Deck[]).filter((d) => typeof d?.id === "string" && typeof d.name === "string") : [];
  } catch {
    return [];
  }
}

/** Saves the deck under its id (replacing an earlier save of it); the saved copy. */
export function saveDeck(deck: Deck): Deck {
  const saved = { ...deck, savedAt: Date.now() };
  localStorage.setItem(STORAGE_KEY, JSON.stringify([saved, ...savedDecks().filter((d) => d.id !== deck.id)]));
  return saved;
}

export function deleteDeck(id: string): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(savedDecks().filter((d) => d.id !== id)));
}

export function cardCount(cards: Readonly<Record<string, number>>): number {
  return Object.values(cards).reduce((n, c) => n + c, 0);
}

/** A copy of the section with `delta` more (or fewer) copies of the card; none left removes it. */
export function withCount(cards: Readonly<Record<string, number>>, name: string, delta: number): Record<string, number> {
  const next = { ...cards };
  const count = (next[name] ?? 0) + delta;
  if (count > 0) next[name] = count;
  else delete next[name];
  return next;
}

export function isLand(face: CardFace | undefined): boolean {
  return face?.types.includes("Land") ?? false;
}

/** The highest mana value the curve shows on its own; higher ones share its last column ("7+"). */
export const CURVE_MAX = 7;

/** How many nonland cards of the main deck have each mana value, 0 to CURVE_MAX (and more). */
export function manaCurve(main: Readonly<Record<string, number>>, face: (name: string) => CardFace | undefined): number[] {
  const curve = Array.from({ length: CURVE_MAX + 1 }, () => 0);
  for (const [name, count] of Object.entries(main)) {
    const f = face(name);
    if (!f || isLand(f)) continue;
    curve[Math.min(f.manaValue, CURVE_MAX)]! += count;
  }
  return curve;
}

export const COLOURS = ["W", "U", "B", "R", "G"] as const;

/** Cards of the main deck of each colour (a card of two colours counts for both), and colourless nonland cards. */
export function colourCounts(main: Readonly<Record<string, number>>, face: (name: string) => CardFace | undefined): Record<string, number> {
  const counts: Record<string, number> = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
  for (const [name, count] of Object.entries(main)) {
    const f = face(name);
    if (!f || isLand(f)) continue;
    if (f.colors.length === 0) counts.C! += count;
    for (const c of f.colors) counts[c] = (counts[c] ?? 0) + count;
  }
  return counts;
}

export const EXPORT_FORMATS = ["arena", "mtgo", "moxfield", "archidekt"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The deck as text in one of the formats the server's importer reads. */
export function exportDeck(deck: Pick<Deck, "main" | "sideboard">, format: ExportFormat): string {
  const lines = (cards: Readonly<Record<string, number>>, suffix = ""): string[] =>
    Object.entries(cards).map(([name, n]) => (format === "archidekt" ? `${n}x ${name}${suffix}` : `${n} ${name}`));
  const main = lines(deck.main);
  const side = Object.keys(deck.sideboard).length > 0;
  switch (format) {
    case "arena":
      return ["Deck", ...main, ...(side ? ["", "Sideboard", ...lines(deck.sideboard)] : [])].join("\n");
    case "mtgo":
      // MTGO's text export: the main deck, a blank line, then the sideboard.
      return [...main, ...(side ? ["", ...lines(deck.sideboard)] : [])].join("\n");
    case "moxfield":
      return [...main, ...(side ? ["", "SIDEBOARD:", ...lines(deck.sideboard)] : [])].join("\n");
    case "archidekt":
      return [...main, ...lines(deck.sideboard, " [Sideboard]")].join("\n");
  }
}

/** A line of a pasted list that couldn't be taken, with its number (from 1). */
export interface ImportProblem {
  readonly line: number;
  readonly text: string;
  readonly kind: "unreadable" | "unknown";
}

export interface ImportedList {
  readonly name: string | null;
  readonly main: Record<string, number>;
  readonly sideboard: Record<string, number>;
  readonly problems: readonly ImportProblem[];
}

const SIDEBOARD_HEADERS = new Set(["sideboard", "side", "sb"]);
const MAIN_HEADERS = new Set(["deck", "main", "maindeck", "main deck", "mainboard", "commander", "companion"]);
const SKIPPED_HEADERS = new Set(["maybeboard", "maybe", "considering"]);
/** A card line: a count ("4", "4x"), an optional ".dec" set in brackets, the name, then what exports add after it. */
const CARD_LINE = /^(sb:\s*)?(\d+)x?\s+(?:\[[^\]]*\]\s+)?(.+)$/i;
const PRINTING = /\s+\([A-Za-z0-9_-]+\)(\s+[^\s[*^]+)?/;
/** Most sideboards hold at most 15 cards: a second group of more isn't one (MTGO's text export). */
const SIDEBOARD_LIMIT = 15;

/**
 * Reads a pasted list in the importer's text formats. `known` gives a card's name as the server spells it (case,
 * apostrophes), or null for a name the server's pool doesn't have.
 */
export function importList(text: string, known: (name: string) => string | null): ImportedList {
  type Section = "main" | "sideboard" | "skip";
  const problems: ImportProblem[] = [];
  const entries: { line: number; count: number; name: string; section: Section; group: number }[] = [];
  let section: Section = "main";
  let name: string | null = null;
  let headed = false;
  let group = 0;
  let about = false;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === "") {
      group++;
      return;
    }
    const header = line
      .replace(/^\/\/\s*/, "")
      .replace(/:$/, "")
      .toLowerCase();
    if (SIDEBOARD_HEADERS.has(header) || MAIN_HEADERS.has(header) || SKIPPED_HEADERS.has(header)) {
      section = SIDEBOARD_HEADERS.has(header) ? "sideboard" : MAIN_HEADERS.has(header) ? "main" : "skip";
      headed = true;
      about = false;
      return;
    }
    if (header === "about") {
      about = true;
      return;
    }
    if (about) {
      const named = /^name\s+(.+)$/i.exec(line);
      if (named) name = named[1]!.trim();
      return;
    }
    if (line.startsWith("//") || line.startsWith("#")) return;
    const m = CARD_LINE.exec(line);
    if (!m) {
      problems.push({ line: i + 1, text: raw, kind: "unreadable" });
      return;
    }
    let rest = m[3]!;
    let lineSection: Section = m[1] ? "sideboard" : section;
    const categories = /\s+\[([^\]]*)\]/.exec(rest);
    if (categories) {
      const cats = categories[1]!.toLowerCase();
      if (/sideboard/.test(cats)) lineSection = "sideboard";
      else if (/maybeboard|\{nodeck\}/.test(cats)) lineSection = "skip";
      headed = true;
    }
    rest = rest
      .replace(/\s+\[[^\]]*\].*$/, "")
      .replace(/\s+\^[^^]*\^/g, "")
      .replace(/(\s+\*[A-Za-z]+\*)+/g, "")
      .replace(PRINTING, "")
      .trim();
    entries.push({ line: i + 1, count: Number(m[2]), name: rest, section: lineSection, group });
  });
  // Without headers, a second and last group of at most 15 cards after a blank line is the sideboard.
  const groups = [...new Set(entries.map((e) => e.group))];
  const lastGroup = groups.at(-1);
  const sideboardGroup =
    !headed && groups.length === 2 && entries.filter((e) => e.group === lastGroup).reduce((n, e) => n + e.count, 0) <= SIDEBOARD_LIMIT ? lastGroup : undefined;
  const main: Record<string, number> = {};
  const sideboard: Record<string, number> = {};
  for (const e of entries) {
    if (e.section === "skip") continue;
    const card = known(e.name);
    if (!card) {
      problems.push({ line: e.line, text: e.name, kind: "unknown" });
      continue;
    }
    const into = e.section === "sideboard" || e.group === sideboardGroup ? sideboard : main;
    into[card] = (into[card] ?? 0) + e.count;
  }
  return { name, main, sideboard, problems: problems.sort((a, b) => a.line - b.line) };
}

/** Matching names as people type them: no case, accents or kinds of apostrophe. */
export function nameKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}
