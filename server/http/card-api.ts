// GET /api/cards?names=A,B and GET /api/cards/:name: real cards from the card data, with their Oracle and French
// wording, image ids and whether this server plays them. Each card is looked up by name in the card data's index
// and projected once (a bounded number are kept), so a request costs the cards it names, not the 23,000.

import type { Application, Request, Response } from "express";
import { findCard, isCardName, type CardRecord, type PrintedFace } from "../card-data/card-data.ts";
import type { CardRegistry } from "../card-language/card-definition.ts";
import { supportOf, type CardSupport } from "../card-pool/support.ts";
import type { PrintedCard, PrintedCardFace, PrintedCardsAnswer } from "../../shared/protocol.ts";

/** At most this many names in one request (a 60-card deck and its sideboard have fewer distinct names). */
export const MAX_NAMES_PER_REQUEST = 250;
/** No card name is longer than this (the longest has 59 characters). */
const MAX_NAME_LENGTH = 200;
/** No card name holds more than two commas ("A, B // C, D"). */
const MAX_COMMAS_IN_A_NAME = 2;
/** The card data changes only with the server: a day in caches, checked by ETag after that. */
const CACHE_CONTROL = "public, max-age=86400";
const KEPT = 2048;

function face(f: PrintedFace): PrintedCardFace {
  return {
    name: f.name,
    manaCost: f.manaCost,
    typeLine: f.type,
    text: f.text,
    power: f.power,
    toughness: f.toughness,
    loyalty: f.loyalty,
    colors: f.colors,
    image: f.scryfallId && f.imageSide ? { scryfallId: f.scryfallId, side: f.imageSide } : null,
    french: f.fr ? { name: f.fr.name, typeLine: f.fr.type, text: f.fr.text } : null,
  };
}

export function printedCard(record: CardRecord, support: CardSupport | null): PrintedCard {
  const why = support && !support.supported ? { reason: support.reason } : {};
  return { name: record.name, layout: record.layout, supported: support?.supported ?? false, ...why, faces: record.faces.map(face) };
}

/**
 * The names in a `names` parameter: comma-separated, though names themselves hold commas ("Ajani, Caller of the
 * Pride"): adjacent parts are joined back whenever together they are a card's name, the longest first. The
 * parameter may also be repeated (?names=A&names=B).
 */
export function splitNames(values: readonly string[], known: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const value of values) {
    const parts = value.split(",");
    for (let i = 0; i < parts.length; ) {
      let taken = 1;
      for (let j = Math.min(parts.length, i + 1 + MAX_COMMAS_IN_A_NAME); j > i + 1; j--)
        if (known(parts.slice(i, j).join(",").trim())) {
          taken = j - i;
          break;
        }
      const name = parts
        .slice(i, i + taken)
        .join(",")
        .trim();
      if (name !== "") out.push(name);
      i += taken;
    }
  }
  return out;
}

function queryValues(value: unknown): string[] | null {
  if (typeof value === "string") return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value;
  return null;
}

export function installCardApi(app: Application, registry: CardRegistry): void {
  const kept = new Map<string, PrintedCard | null>();
  /** The card of this name or face name, projected for clients, or null. */
  const lookup = (name: string): PrintedCard | null => {
    const cached = kept.get(name);
    if (cached !== undefined) return cached;
    const record = findCard(name);
    const card = record ? printedCard(record, supportOf(record.name, registry)) : null;
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
    kept.set(name, card);
    return card;
  };
  const refuse = (res: Response, status: 400 | 404, body: Record<string, unknown>): void => {
    res.status(status).json(body);
  };

  app.get("/api/cards/:name", (req: Request<{ name: string }>, res: Response) => {
    const name = req.params.name.trim();
    if (name.length === 0 || name.length > MAX_NAME_LENGTH) return refuse(res, 400, { error: "a card name has 1 to 200 characters" });
    const card = lookup(name);
    if (!card) return refuse(res, 404, { error: "the card data knows no card of this name", name });
    res.set("Cache-Control", CACHE_CONTROL).json(card);
  });

  /** GET /api/cards?names=…; without `names`, the next handler lists the server's own cards as before. */
  app.get("/api/cards", (req: Request, res: Response, next) => {
    if (req.query.names === undefined) return next();
    const values = queryValues(req.query.names);
    if (!values) return refuse(res, 400, { error: "names is a comma-separated list of card names" });
    if (values.join(",").split(",").length > MAX_NAMES_PER_REQUEST * (1 + MAX_COMMAS_IN_A_NAME))
      return refuse(res, 400, { error: `at most ${MAX_NAMES_PER_REQUEST} names in one request` });
    const names = [...new Set(splitNames(values, isCardName))];
    if (names.length === 0) return refuse(res, 400, { error: "names lists no card name" });
    if (names.length > MAX_NAMES_PER_REQUEST) return refuse(res, 400, { error: `at most ${MAX_NAMES_PER_REQUEST} names in one request` });
    const tooLong = names.find((n) => n.length > MAX_NAME_LENGTH);
    if (tooLong) return refuse(res, 400, { error: "a card name has 1 to 200 characters" });
    const cards: PrintedCard[] = [];
    const unknown: string[] = [];
    const seen = new Set<string>();
    for (const name of names) {
      const card = lookup(name);
      if (!card) unknown.push(name);
      else if (!seen.has(card.name)) {
        seen.add(card.name);
        cards.push(card);
      }
    }
    const answer: PrintedCardsAnswer = { cards, unknown };
    res.set("Cache-Control", CACHE_CONTROL).json(answer);
  });
}
