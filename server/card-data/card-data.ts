// The printed facts of every real card (MTGJSON's data, see NOTICE): names, mana costs, type lines, colors,
// power/toughness, loyalty, Oracle text, keywords, French name/type/text, image ids, rarity in each set; the
// sets; the core sets' booster sheets. `npm run cards -- build-data` writes the files next to this one.
//
// cards.jsonl.gz holds, once gunzipped, a first line with every card's name in order (a card with several faces
// as [full name, face names…]), then one JSON record per line, in the same order, with null, "" and empty-list fields
// left out. The file is read on first use and kept as bytes: the names are indexed at once, a record is parsed
// only when asked for (a few are kept parsed), so the 23,000 cards cost the memory of their text, not of their
// objects.

import type { Color } from "../../shared/mana.ts";
import { readDataFile } from "./read-data-file.ts";

export const CARD_DATA_FILES = { cards: "cards.jsonl.gz", sets: "sets.json.gz", boosters: "boosters-core.json.gz" } as const;

export type Rarity = "common" | "uncommon" | "rare" | "mythic" | "special";

/** One face of a card (the only one for most cards), as printed: the Oracle wording. */
export interface PrintedFace {
  readonly name: string;
  /** "{1}{G}"; null for no mana cost (a land, a back face). */
  readonly manaCost: string | null;
  /** The type line: "Legendary Creature — Human Wizard". */
  readonly type: string;
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  /** From the mana cost or the color indicator, in the order W, U, B, R, G. */
  readonly colors: readonly Color[];
  /** As printed: "2", "*", "1+*". */
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  /** The Oracle text, reminder text included; "" for none. */
  readonly text: string;
  /** The keywords (abilities and actions) its text names: "Flying", "Enchant", "Scry". */
  readonly keywords: readonly string[];
  /** Its newest paper printing's image: https://cards.scryfall.io/{size}/{imageSide}/{id[0]}/{id[1]}/{id}.jpg. */
  readonly scryfallId: string | null;
  readonly imageSide: "front" | "back" | null;
  /** Its newest French printing's name, type line and text. */
  readonly fr: { readonly name: string; readonly type: string | null; readonly text: string | null } | null;
}

export interface CardRecord {
  /** The card's name; a card with several faces is named "Front // Back". */
  readonly name: string;
  /** MTGJSON's layout: "normal", "split", "transform", "modal_dfc", "adventure", "saga", "meld"… */
  readonly layout: string;
  /** Its faces, front then back (left then right, creature then Adventure); one for a card with one face. */
  readonly faces: readonly PrintedFace[];
  readonly colorIdentity: readonly Color[];
  /** Its rarity in each set it was printed in, by set code. */
  readonly rarity: Readonly<Record<string, Rarity>>;
}

export interface SetInfo {
  readonly code: string;
  readonly name: string;
  readonly releaseDate: string;
  readonly type: string;
  readonly baseSetSize: number;
}

/** A core set's boosters (MTGJSON's `booster.default`): the possible contents with their weights, and the sheets. */
export interface BoosterConfig {
  readonly name: string;
  readonly boosters: readonly { readonly contents: Readonly<Record<string, number>>; readonly weight: number }[];
  readonly boostersTotalWeight: number;
  readonly sheets: Readonly<
    Record<string, { readonly foil: boolean; readonly balanceColors: boolean; readonly totalWeight: number; readonly cards: Readonly<Record<string, number>> }>
  >;
}

interface CardIndex {
  readonly bytes: Uint8Array;
  /** Where each record's line starts in `bytes`; one more entry: the end of the last. */
  readonly lineStarts: Int32Array;
  readonly names: readonly string[];
  /** A card's name, or one of its faces' names: the card's position, and the face's (null for the card's own name). */
  readonly byName: ReadonlyMap<string, { readonly card: number; readonly face: number | null }>;
}

const NEWLINE = 10;
/** How many parsed records are kept for the next request (those card definitions hold stay alive anyway). */
const PARSED_KEPT = 1024;

let index: CardIndex | null = null;
const parsed = new Map<number, CardRecord>();
const decoder = new TextDecoder();

function cardIndex(): CardIndex {
  if (index) return index;
  const bytes = readDataFile(CARD_DATA_FILES.cards);
  const headerEnd = bytes.indexOf(NEWLINE);
  const header = JSON.parse(decoder.decode(bytes.subarray(0, headerEnd))) as (string | string[])[];
  const lineStarts = new Int32Array(header.length + 1);
  let start = headerEnd + 1;
  for (let i = 0; i < header.length; i++) {
    lineStarts[i] = start;
    const end = bytes.indexOf(NEWLINE, start);
    start = end === -1 ? bytes.length + 1 : end + 1;
  }
  lineStarts[header.length] = start;
  const names = header.map((entry) => (typeof entry === "string" ? entry : entry[0]!));
  const byName = new Map<string, { card: number; face: number | null }>();
  names.forEach((name, card) => {
    byName.set(name, { card, face: null });
  });
  // A face's name finds its card unless a card has that name itself.
  header.forEach((entry, card) => {
    if (typeof entry === "string") return;
    entry.slice(1).forEach((face, i) => {
      if (!byName.has(face)) byName.set(face, { card, face: i });
    });
  });
  index = { bytes, lineStarts, names, byName };
  return index;
}

/** A record as stored: fields holding null or an empty list are left out. */
type Stored<T> = Partial<T> & { readonly name: string };
type StoredCard = Stored<Omit<CardRecord, "faces">> & { readonly faces: readonly Stored<PrintedFace>[] };

function withDefaults(stored: Stored<PrintedFace>): PrintedFace {
  return {
    manaCost: null,
    supertypes: [],
    subtypes: [],
    colors: [],
    power: null,
    toughness: null,
    loyalty: null,
    text: "",
    keywords: [],
    scryfallId: null,
    imageSide: null,
    fr: null,
    type: "",
    types: [],
    ...stored,
  };
}

function recordAt(i: CardIndex, card: number): CardRecord {
  const cached = parsed.get(card);
  if (cached) return cached;
  const stored = JSON.parse(decoder.decode(i.bytes.subarray(i.lineStarts[card], i.lineStarts[card + 1]! - 1))) as StoredCard;
  const record: CardRecord = { layout: "normal", rarity: {}, ...stored, colorIdentity: stored.colorIdentity ?? [], faces: stored.faces.map(withDefaults) };
  if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
  parsed.set(card, record);
  return record;
}

/** Every card's name ("Front // Back" for a card with several faces), in alphabetical order. */
export function cardNames(): readonly string[] {
  return cardIndex().names;
}

/** Whether a card has this name, or a face of it (without reading its record). */
export function isCardName(name: string): boolean {
  return cardIndex().byName.has(name);
}

/** The card with this name, or with a face of this name ("Fire", "Ice" and "Fire // Ice" give the same card). */
export function findCard(name: string): CardRecord | undefined {
  const i = cardIndex();
  const at = i.byName.get(name);
  return at ? recordAt(i, at.card) : undefined;
}

/**
 * The face with this name, and its card: a one-faced card's name gives its face, a face's name that face; a
 * card with several faces has no face of its full name.
 */
export function findFace(name: string): { readonly card: CardRecord; readonly face: PrintedFace } | undefined {
  const i = cardIndex();
  const at = i.byName.get(name);
  if (!at) return undefined;
  const card = recordAt(i, at.card);
  if (at.face !== null) return { card, face: card.faces[at.face]! };
  return card.faces.length === 1 ? { card, face: card.faces[0]! } : undefined;
}

let setList: readonly SetInfo[] | null = null;
let boosterConfigs: Readonly<Record<string, BoosterConfig>> | null = null;

/** The sets, oldest first. */
export function sets(): readonly SetInfo[] {
  return (setList ??= JSON.parse(decoder.decode(readDataFile(CARD_DATA_FILES.sets))) as SetInfo[]);
}

/** The booster configurations of the core sets (10E, M10–M21), by set code. */
export function coreBoosters(): Readonly<Record<string, BoosterConfig>> {
  return (boosterConfigs ??= JSON.parse(decoder.decode(readDataFile(CARD_DATA_FILES.boosters))) as Record<string, BoosterConfig>);
}
