// Whether a real card is playable here, and if not, why. Every other part of the server (the decklist
// importer, the card API, sealed pools) asks this one function. A card is supported when the registry has
// it; otherwise the reason is what stands in the way: the first paragraph of its Oracle text no template
// reads, what lowering that text can't do, or that it has two faces.

import { findCard } from "../card-data/card-data.ts";
import type { CardRegistry, CardType } from "../card-language/card-definition.ts";
import { compile } from "../card-language/oracle/compile.ts";
import { lower, Unlowerable } from "../card-language/oracle/lower.ts";
import { cardRegistry } from "../cards/index.ts";

export type CardSupport = { readonly supported: true; readonly name: string } | { readonly supported: false; readonly name: string; readonly reason: string };

export const TWO_FACES_REASON = "cards with two faces aren't compiled yet";

/** A card's support depends only on its text and the registry: worked out once per card and registry. */
const known = new WeakMap<CardRegistry, Map<string, CardSupport | null>>();

/**
 * The card of this name (or of this face's name: "Delver of Secrets", "Ice") and whether it is playable
 * here; null when neither the card data nor the registry has a card of this name. Tokens aren't cards (111.1).
 */
export function supportOf(name: string, cards: CardRegistry = cardRegistry): CardSupport | null {
  let answers = known.get(cards);
  if (!answers) known.set(cards, (answers = new Map()));
  let answer = answers.get(name);
  if (answer === undefined) {
    answer = decide(name, cards);
    answers.set(name, answer);
  }
  return answer;
}

function decide(name: string, cards: CardRegistry): CardSupport | null {
  const record = findCard(name);
  const own = cards.get(record?.name ?? name);
  if (own) return own.token ? null : { supported: true, name: own.name };
  if (!record) return null;
  if (record.faces.length > 1) return { supported: false, name: record.name, reason: TWO_FACES_REASON };
  const face = record.faces[0]!;
  const compiled = compile(record.name, face.text);
  if (!compiled.ok) return { supported: false, name: record.name, reason: `${compiled.reason}: "${compiled.paragraph}"` };
  try {
    lower(compiled.ir, { name: record.name, types: face.types as CardType[] });
  } catch (e) {
    if (!(e instanceof Unlowerable)) throw e;
    return { supported: false, name: record.name, reason: `the engine can't do what its text says yet: ${e.message}` };
  }
  // Its text compiles and lowers, but no card definition carries it yet.
  return { supported: false, name: record.name, reason: "its text compiles, but the card isn't in the pool yet" };
}

/** Why a card isn't playable here; undefined when it is, or when no card has the name. */
export function unsupportedReason(name: string, cards: CardRegistry = cardRegistry): string | undefined {
  const support = supportOf(name, cards);
  return support && !support.supported ? support.reason : undefined;
}
