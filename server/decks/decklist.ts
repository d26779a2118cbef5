// The decklist importer. It reads plain text ("4 Lightning Bolt", "4x …"), MTG Arena exports ("4 Lightning Bolt
// (M10) 146"), .dec files ("SB: 2 Counterspell", "4 [M10] Lightning Bolt"), MTGO's text and .dek (XML) exports,
// Moxfield's text exports ("… (M10) 146 *F*") and Archidekt's ("1x … (m10) 146 [Removal]"). It knows every real
// card's name: a card playable here is taken, a real card that isn't is refused with the reason, a name no card
// has gets the nearest real names. Every problem is reported with its line number, all at once; nothing is
// silently dropped, and the sideboard is never merged into the main deck.

import { supportOf } from "../card-pool/support.ts";
import type { CardRegistry } from "../card-language/card-definition.ts";
import type { DeckList } from "../engine/index.ts";
import { matchName } from "./card-names.ts";
import type { DeckEntry, DeckProblem, Section } from "./deck-entry.ts";
import { readDek } from "./dek-file.ts";

export type { DeckEntry, DeckProblem, Section } from "./deck-entry.ts";

export interface ImportedDeck {
  /** The name an MTG Arena export gives in its "About" section, if any. */
  readonly name?: string;
  readonly main: DeckList;
  readonly sideboard: DeckList;
  /** A "Commander" section (or Archidekt's Commander category), when the list has one. */
  readonly commander?: DeckList;
  /** A "Companion" section, when the list has one: the companion starts outside the game. */
  readonly companion?: DeckList;
}

export type ImportResult = { readonly ok: true; readonly deck: ImportedDeck } | { readonly ok: false; readonly problems: readonly DeckProblem[] };

/** Section headers: MTGA's "Deck"/"Sideboard"/"Companion"/"Commander", "Sideboard:" in text, Moxfield's "SIDEBOARD:". */
const HEADERS: ReadonlyMap<string, Section> = new Map([
  ...["deck", "main", "maindeck", "main deck", "mainboard"].map((h) => [h, "main"] as const),
  ...["sideboard", "side", "sb"].map((h) => [h, "sideboard"] as const),
  ...["commander", "commanders"].map((h) => [h, "commander"] as const),
  ...["companion", "companions"].map((h) => [h, "companion"] as const),
  ...["maybeboard", "maybe", "considering"].map((h) => [h, "maybe"] as const),
]);
/** Headers some exports put over each card type: they change no section. */
const TYPE_HEADERS = new Set([
  "creature",
  "creatures",
  "instant",
  "instants",
  "sorcery",
  "sorceries",
  "artifact",
  "artifacts",
  "enchantment",
  "enchantments",
  "planeswalker",
  "planeswalkers",
  "land",
  "lands",
  "spells",
  "other",
]);
/** MTG Arena's "About" section holds "Name …" and nothing the game uses. */
const ABOUT_HEADER = "about";
/** More copies than any real deck holds on one line: refusing them keeps a typo (or a hostile list) from building a huge library. */
export const MAX_COPIES_PER_LINE = 250;
/** MTGO's sideboards hold at most 15 cards: a second group of more isn't its sideboard. */
const MTGO_SIDEBOARD_MAX = 15;

/**
 * "4 Name", "4x Name", "4 [SET] Name" (.dec), optionally after "SB:", then what exports add after the name: "(SET)
 * 123" (MTGA, Moxfield, Archidekt), foil and etched markers "*F*" "*E*" (Moxfield), "[Category, …]" (Archidekt) and
 * a "^label^" colour tag (Archidekt).
 */
const ENTRY =
  /^(?<sb>sb:\s*)?(?<count>\d+)\s*x?\s+(?:\[[^\]]*\]\s*)?(?<name>.+?)(?<printing>\s+\([A-Za-z0-9_-]+\)(?:\s+[^\s[*^]+)?)?(?:\s+\*[A-Za-z]+\*)*(?:\s+\[(?<categories>[^\]]*)\])?(?:\s+\^[^^]*\^)?\s*$/i;

function normalizeHeader(line: string): string {
  return line
    .replace(/^\/\/\s*/, "")
    .replace(/:$/, "")
    .replace(/\s*\(\d+\)$/, "")
    .trim()
    .toLowerCase();
}

/**
 * Archidekt's categories: "Sideboard", "Maybeboard", "Commander" and "Companion" say where a card goes, and a
 * category marked "{noDeck}" is outside the deck; any other ("Removal", "Land{top}") leaves it in the main deck.
 */
function categorySection(categories: string): Section | null {
  const list = categories.split(",").map((c) => c.trim());
  if (list.some((c) => /\{nodeck\}/i.test(c))) return "maybe";
  for (const c of list) {
    const section = HEADERS.get(c.replace(/\{[^}]*\}/g, "").toLowerCase());
    if (section && section !== "main") return section;
  }
  return null;
}

type Line =
  | { readonly kind: "blank" }
  | { readonly kind: "entry"; readonly entry: DeckEntry; readonly marked: boolean; readonly arena: boolean }
  | { readonly kind: "other" };

/** Reads a text decklist's lines into entries; the sections come from headers, "SB:", categories and blank lines. */
function readText(text: string, problems: DeckProblem[]): { entries: DeckEntry[]; name: string | undefined } {
  let section: Section | "about" = "main";
  let deckName: string | undefined;
  let headed = false;
  const readLine = (raw: string, i: number): Line => {
    const line = raw.trim();
    const number = i + 1;
    if (line === "") return { kind: "blank" };
    const header = normalizeHeader(line);
    const named = HEADERS.get(header);
    if (named) {
      section = named;
      headed = true;
      return { kind: "other" };
    }
    if (header === ABOUT_HEADER) {
      section = "about";
      return { kind: "other" };
    }
    if (line.startsWith("//") || line.startsWith("#") || TYPE_HEADERS.has(header)) return { kind: "other" };
    if (section === "about") {
      const m = /^name\s+(.+)$/i.exec(line);
      if (m) deckName = m[1]!.trim();
      else problems.push({ line: number, text: raw, message: `can't read "${line}" in the About section: expected "Name <deck name>"` });
      return { kind: "other" };
    }
    const m = ENTRY.exec(line);
    if (!m?.groups) {
      problems.push({ line: number, text: raw, message: `can't read "${line}": expected a count and a card name, like "4 Lightning Bolt"` });
      return { kind: "other" };
    }
    const category = m.groups.categories === undefined ? null : categorySection(m.groups.categories);
    // Archidekt's lists say where each card goes by its categories, never by blank lines.
    const marked = m.groups.sb !== undefined || m.groups.categories !== undefined;
    const entry: DeckEntry = {
      line: number,
      text: raw,
      count: Number(m.groups.count),
      name: m.groups.name!.trim(),
      section: m.groups.sb ? "sideboard" : (category ?? section),
    };
    return { kind: "entry", entry, marked, arena: m.groups.printing !== undefined && /\)\s+\S/.test(m.groups.printing) };
  };
  const lines = text.split(/\r?\n/).map(readLine);
  const entries = lines.flatMap((l) => (l.kind === "entry" ? [l.entry] : []));
  const unmarked = !headed && lines.every((l) => l.kind !== "entry" || !l.marked);
  const start = unmarked ? blankLineSideboard(lines) : null;
  return { entries: entries.map((e) => (start !== null && e.line > start ? { ...e, section: "sideboard" } : e)), name: deckName };
}

/**
 * In a list without headers or markers, a blank line after the deck can start the sideboard: in an MTG Arena
 * export (its lines carry set codes and collector numbers), the first blank line after a card does; in MTGO's
 * text export, the deck and its sideboard are the list's only two groups of lines, the second of at most 15
 * cards. A plain list grouped by blank lines otherwise stays one deck. The line number the sideboard starts
 * after, or null.
 */
function blankLineSideboard(lines: readonly Line[]): number | null {
  const groups: { first: number; cards: number }[] = [];
  let previous: Line["kind"] = "blank";
  for (const l of lines) {
    if (l.kind === "entry") {
      if (previous === "blank") groups.push({ first: l.entry.line, cards: 0 });
      groups[groups.length - 1]!.cards += l.entry.count;
    }
    if (l.kind !== "other") previous = l.kind;
  }
  if (groups.length < 2) return null;
  const arena = lines.some((l) => l.kind === "entry" && l.arena);
  if (arena || (groups.length === 2 && groups[1]!.cards <= MTGO_SIDEBOARD_MAX)) return groups[1]!.first - 1;
  return null;
}

/** Reads a decklist in any of the formats. Card names are matched without regard to case, spacing, accents or the kind of apostrophe. */
export function importDecklist(text: string, cards: CardRegistry): ImportResult {
  const problems: DeckProblem[] = [];
  const body = text.replace(/^\uFEFF/, "");
  const { entries, name } = /^\s*<\?xml|^\s*<Deck\b/.test(body) ? { ...readDek(body, problems), name: undefined } : readText(body, problems);
  const lists: Record<Exclude<Section, "maybe">, Map<string, number>> = { main: new Map(), sideboard: new Map(), commander: new Map(), companion: new Map() };
  for (const entry of entries) {
    // A maybeboard is cards the deck's builder considered: not part of the deck, and not looked up.
    if (entry.section === "maybe") continue;
    const card = resolve(entry, cards, problems);
    if (card === null) continue;
    const list = lists[entry.section];
    list.set(card, (list.get(card) ?? 0) + entry.count);
  }
  if (problems.length === 0 && entries.every((e) => e.section === "maybe")) problems.push({ line: 0, text: "", message: "the decklist has no cards" });
  else if (problems.length === 0 && lists.main.size === 0) problems.push({ line: 0, text: "", message: "the decklist has a sideboard but no main deck" });
  // Reading and looking up names are two passes: the problems are reported in the list's order.
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  const list = (m: Map<string, number>): DeckList => [...m].map(([card, count]) => ({ name: card, count }));
  const deck: ImportedDeck = {
    ...(name === undefined ? {} : { name }),
    main: list(lists.main),
    sideboard: list(lists.sideboard),
    ...(lists.commander.size > 0 ? { commander: list(lists.commander) } : {}),
    ...(lists.companion.size > 0 ? { companion: list(lists.companion) } : {}),
  };
  return { ok: true, deck };
}

/** The registry's name of the card an entry names, or null after reporting why it can't be in a deck. */
function resolve(entry: DeckEntry, cards: CardRegistry, problems: DeckProblem[]): string | null {
  const at = { line: entry.line, text: entry.text };
  if (entry.count < 1) problems.push({ ...at, message: "the count must be at least 1" });
  if (entry.count > MAX_COPIES_PER_LINE) problems.push({ ...at, message: `the count must be at most ${MAX_COPIES_PER_LINE}` });
  const match = matchName(entry.name, cards);
  if (match.kind === "unknown") {
    const s = match.suggestions;
    const hint = s.length === 0 ? "" : `: did you mean ${s.map((n) => `"${n}"`).join(s.length === 2 ? " or " : ", ")}?`;
    problems.push({ ...at, message: `unknown card "${entry.name}"${hint}`, ...(s.length > 0 ? { suggestions: s } : {}) });
    return null;
  }
  if (match.kind === "face") {
    problems.push({ ...at, message: `"${entry.name}" is one face of "${match.card}": a deck names the card as "${match.card}"`, card: match.card });
    return null;
  }
  const support = supportOf(match.name, cards);
  if (support === null) {
    problems.push({ ...at, message: `unknown card "${entry.name}"` });
    return null;
  }
  if (!support.supported) {
    problems.push({ ...at, message: `"${support.name}" isn't playable here yet: ${support.reason}`, card: support.name, reason: support.reason });
    return null;
  }
  return support.name;
}

/** One line per problem, for people: "line 3: unknown card "Lightning Blot"". */
export function describeProblems(problems: readonly DeckProblem[]): string[] {
  return problems.map((p) => (p.line > 0 ? `line ${p.line}: ${p.message}` : p.message));
}
