// Builds the project's card data (server/card-data/*.gz) from the MTGJSON extracts in ../shared/data: the
// printed facts of every card, the sets, and the core sets' booster sheets, trimmed to what the server uses
// and gzipped. The output is committed; the server never reads ../shared. The file format is described in
// server/card-data/card-data.ts, which reads it.

import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { CARD_DATA_FILES, type CardRecord, type PrintedFace, type Rarity } from "../server/card-data/card-data.ts";
import { COLORS, type Color } from "../shared/mana.ts";

/** A face or a one-faced card as MTGJSON's extract gives it (its README says what each field is): absent, not null. */
type SourceFace = { readonly name: string; readonly fr?: { readonly name: string; readonly type?: string; readonly text?: string } } & {
  readonly [K in Exclude<keyof PrintedFace, "name" | "fr">]?: NonNullable<PrintedFace[K]>;
};

type SourceCard = SourceFace & {
  readonly layout: string;
  readonly faces?: readonly SourceFace[];
  readonly colorIdentity?: readonly string[];
  readonly rarity: Readonly<Record<string, Rarity>>;
};

/**
 * Known gaps in the extract, filled from the card's Oracle text and printed face: the newest printing it took Goblin
 * Piker's facts from has no rules text, and Chittering Host has no colors.
 */
const CORRECTIONS: Readonly<Record<string, Partial<SourceFace>>> = {
  "Goblin Piker": { text: "Goblin Piker can't block." },
  // The combined face of Midnight Scavengers and Graf Rats has a black color indicator (712.5a), which the extract lacks.
  "Chittering Host": { colors: ["B"] },
};

/** Colors in the order of 105.1 (white, blue, black, red, green), as the rest of the project lists them. */
function inColorOrder(colors: readonly string[] | undefined): Color[] {
  return COLORS.filter((c) => colors?.includes(c));
}

function trimFace(source: SourceFace): PrintedFace {
  const f = { ...source, ...CORRECTIONS[source.name] };
  if (f.type === undefined || f.types === undefined) throw new Error(`${f.name}: no type line`);
  return {
    name: f.name,
    manaCost: f.manaCost ?? null,
    type: f.type,
    supertypes: f.supertypes ?? [],
    types: f.types,
    subtypes: f.subtypes ?? [],
    colors: inColorOrder(f.colors),
    power: f.power ?? null,
    toughness: f.toughness ?? null,
    loyalty: f.loyalty ?? null,
    text: f.text ?? "",
    keywords: f.keywords ?? [],
    scryfallId: f.scryfallId ?? null,
    imageSide: f.imageSide ?? null,
    fr: f.fr ? { name: f.fr.name, type: f.fr.type ?? null, text: f.fr.text ?? null } : null,
  };
}

/**
 * One card's record: its faces (one for most cards), color identity and rarity in each set it was printed in. A meld
 * card ("Graf Rats // Chittering Host") comes as its front face alone; its faces are that front face, under its own
 * name, and the combined face it shares with its counterpart (712.4), found by name among `all`.
 */
export function trimCard(source: SourceCard, all: ReadonlyMap<string, SourceCard> = new Map()): CardRecord {
  const [front, combined] = source.name.split(" // ");
  const melded = source.layout === "meld" && !source.faces && combined !== undefined ? all.get(combined) : undefined;
  const faces = melded ? [trimFace({ ...source, name: front! }), trimFace(melded)] : (source.faces ?? [source]).map(trimFace);
  return { name: source.name, layout: source.layout, faces, colorIdentity: inColorOrder(source.colorIdentity), rarity: source.rarity };
}

/** A record as stored: fields holding null, "" or an empty list are left out (the reader puts them back). */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== null && v !== "" && !(Array.isArray(v) && v.length === 0)) out[k] = compact(v);
  return out;
}

/**
 * The cards file: a first line listing each card's name (with its faces' names for a card with several), then
 * one JSON record per line in the same order, so that the reader indexes names without parsing every record.
 */
export function cardsFile(cards: readonly CardRecord[]): string {
  const names = cards.map((c) => (c.faces.length > 1 ? [c.name, ...c.faces.map((f) => f.name)] : c.name));
  return [JSON.stringify(names), ...cards.map((c) => JSON.stringify(compact(c)))].join("\n");
}

export interface BuildReport {
  readonly cards: number;
  readonly sets: number;
  readonly boosterSets: number;
  /** Each file written, with its size in bytes before and after compression. */
  readonly files: readonly { readonly path: string; readonly bytes: number; readonly gzipped: number }[];
}

export function buildCardData(fromDir: string, toDir: string): BuildReport {
  const read = (name: string): unknown => JSON.parse(readFileSync(`${fromDir}/${name}`, "utf8"));
  const source = read("mtgjson-cards.json") as SourceCard[];
  const byName = new Map(source.map((c) => [c.name, c]));
  const cards = source.map((c) => trimCard(c, byName));
  const sets = (read("mtgjson-sets.json") as { code: string; name: string; releaseDate: string; type: string; baseSetSize: number }[]).map(
    ({ code, name, releaseDate, type, baseSetSize }) => ({ code, name, releaseDate, type, baseSetSize }),
  );
  const boosters = read("mtgjson-boosters-core.json") as Record<string, unknown>;
  const contents: [string, string][] = [
    [CARD_DATA_FILES.cards, cardsFile(cards)],
    [CARD_DATA_FILES.sets, JSON.stringify(sets)],
    [CARD_DATA_FILES.boosters, JSON.stringify(boosters)],
  ];
  const files = contents.map(([name, text]) => {
    const bytes = Buffer.from(text, "utf8");
    // gzip's header holds no time stamp here, so the same input always gives the same file.
    const gzipped = gzipSync(bytes, { level: 9 });
    writeFileSync(`${toDir}/${name}`, gzipped);
    return { path: `${toDir}/${name}`, bytes: bytes.length, gzipped: gzipped.length };
  });
  return { cards: cards.length, sets: sets.length, boosterSets: Object.keys(boosters).length, files };
}
