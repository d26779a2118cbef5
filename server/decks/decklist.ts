// The decklist importer: plain text ("4 Lightning Bolt"), MTG Arena exports ("4 Lightning Bolt (M10) 146")
// and .dec files ("SB: 2 Counterspell", "4 [M10] Lightning Bolt"). Every problem is reported with its line
// number, all at once; nothing is silently dropped.

import type { CardRegistry } from "../card-language/card-definition.ts";
import type { DeckList } from "../engine/index.ts";

export interface ImportedDeck {
  /** The name an MTG Arena export gives in its "About" section, if any. */
  readonly name?: string;
  readonly main: DeckList;
  readonly sideboard: DeckList;
}

export interface DeckProblem {
  readonly line: number;
  readonly text: string;
  readonly message: string;
}

export type ImportResult = { readonly ok: true; readonly deck: ImportedDeck } | { readonly ok: false; readonly problems: readonly DeckProblem[] };

/** Section headers of the formats: MTGA's "Deck"/"Sideboard"/"Companion"/"Commander", and "Sideboard:" in text. */
const MAIN_HEADERS = new Set(["deck", "main", "maindeck", "main deck", "mainboard"]);
const SIDEBOARD_HEADERS = new Set(["sideboard", "side", "sb"]);
const UNSUPPORTED_HEADERS = new Set(["companion", "commander", "maybeboard"]);
/** MTG Arena's "About" section holds "Name …" and nothing the game uses. */
const ABOUT_HEADER = "about";
/** More copies than any real deck holds on one line: refusing them keeps a typo (or a hostile list) from building a huge library. */
export const MAX_COPIES_PER_LINE = 250;

/** "4 Name", "4x Name", "4 [SET] Name" (.dec), "4 Name (SET) 123" (MTGA), optionally after "SB:". */
const ENTRY = /^(?<sb>sb:\s*)?(?<count>\d+)\s*x?\s+(?:\[[^\]]*\]\s*)?(?<name>.+?)(?:\s+\([A-Za-z0-9_-]+\)(?:\s+[A-Za-z0-9-]+)?)?\s*$/i;

function normalize(name: string): string {
  return name
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Reads a decklist. Card names are matched without regard to case, spacing or the kind of apostrophe. */
export function importDecklist(text: string, cards: CardRegistry): ImportResult {
  const byName = new Map<string, string>();
  for (const [name, def] of cards) {
    if (def.token) continue;
    byName.set(normalize(name), name);
    // A double-faced or adventurer card may be listed by its front face's name, as deck exports do ("Delver of Secrets").
    if (def.faces && def.faces.layout !== "split" && !byName.has(normalize(def.faces.list[0].name))) byName.set(normalize(def.faces.list[0].name), name);
  }
  const main = new Map<string, number>();
  const sideboard = new Map<string, number>();
  const problems: DeckProblem[] = [];
  let section: "main" | "sideboard" | "about" | "ignored" = "main";
  let deckName: string | undefined;
  let sawEntries = false;
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  // Older MTG Arena exports have no "Sideboard" header: a blank line after the deck starts the sideboard.
  const arena = lines.some((l) => /\([A-Za-z0-9_-]+\)\s+[A-Za-z0-9-]+\s*$/.test(l));
  const headed = lines.some((l) => SIDEBOARD_HEADERS.has(normalize(l.trim().replace(/:$/, ""))));
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const number = i + 1;
    if (line === "") {
      if (arena && !headed && sawEntries && section === "main") section = "sideboard";
      return;
    }
    if (line.startsWith("//") || line.startsWith("#")) return;
    const header = normalize(line.replace(/:$/, ""));
    if (MAIN_HEADERS.has(header)) {
      section = "main";
      return;
    }
    if (SIDEBOARD_HEADERS.has(header)) {
      section = "sideboard";
      return;
    }
    if (header === ABOUT_HEADER) {
      section = "about";
      return;
    }
    if (section === "about") {
      const named = /^name\s+(.+)$/i.exec(line);
      if (named) deckName = named[1]!.trim();
      else problems.push({ line: number, text: raw, message: `can't read "${line}" in the About section: expected "Name <deck name>"` });
      return;
    }
    if (UNSUPPORTED_HEADERS.has(header)) {
      problems.push({ line: number, text: raw, message: `the "${line}" section is not supported: put those cards in the deck or the sideboard` });
      section = "ignored";
      return;
    }
    const m = ENTRY.exec(line);
    if (!m?.groups) {
      problems.push({ line: number, text: raw, message: `can't read "${line}": expected a count and a card name, like "4 Lightning Bolt"` });
      return;
    }
    const count = Number(m.groups.count);
    const name = byName.get(normalize(m.groups.name!));
    if (count < 1) problems.push({ line: number, text: raw, message: "the count must be at least 1" });
    if (count > MAX_COPIES_PER_LINE) problems.push({ line: number, text: raw, message: `the count must be at most ${MAX_COPIES_PER_LINE}` });
    if (!name) {
      problems.push({ line: number, text: raw, message: `unknown card "${m.groups.name!.trim()}"` });
      return;
    }
    if (section === "ignored") return;
    sawEntries = true;
    const target = m.groups.sb || section === "sideboard" ? sideboard : main;
    target.set(name, (target.get(name) ?? 0) + count);
  });
  if (problems.length === 0 && !sawEntries) problems.push({ line: 0, text: "", message: "the decklist has no cards" });
  else if (problems.length === 0 && main.size === 0) problems.push({ line: 0, text: "", message: "the decklist has a sideboard but no main deck" });
  if (problems.length > 0) return { ok: false, problems };
  const list = (m: Map<string, number>): DeckList => [...m].map(([name, count]) => ({ name, count }));
  const deck = { main: list(main), sideboard: list(sideboard) };
  return { ok: true, deck: deckName === undefined ? deck : { name: deckName, ...deck } };
}

/** One line per problem, for people: "line 3: unknown card "Lightning Blot"". */
export function describeProblems(problems: readonly DeckProblem[]): string[] {
  return problems.map((p) => (p.line > 0 ? `line ${p.line}: ${p.message}` : p.message));
}
