// 111.4: the tokens compiled cards describe ("create a 1/1 red Goblin creature token with haste"), made from the words.
// A token is known by a key in the card registry: the name of a token written by hand when the words describe that
// very token, otherwise the words themselves — two tokens with the same name (a 1/1 red Goblin, and one with haste)
// stay two.

import type { CardDefinition, Keyword } from "../card-definition.ts";
import { token } from "../card-dsl.ts";
import { findCard } from "../../card-data/card-data.ts";
import type { CardIR, TokenIR } from "./ir.ts";
import { tokenDescription } from "./phrases.ts";

/** The words that describe one such token: "1/1 colorless Insect artifact creature token with flying named Wasp". */
export function tokenWords(k: TokenIR): string {
  return tokenDescription.write(k) ?? "";
}

/** The token's definition: its name (111.4), colors, types, subtypes, power and toughness, and keywords as described. */
export function tokenDefinition(k: TokenIR, keywords: readonly Keyword[]): CardDefinition {
  return token({
    ...(k.named === null ? {} : { name: k.named }),
    types: k.artifact ? ["Artifact", "Creature"] : ["Creature"],
    subtypes: k.subtypes,
    colors: k.colors,
    pt: k.pt,
    keywords,
  });
}

/** Whether two token definitions have the same characteristics (and no abilities besides keywords). */
function sameToken(a: CardDefinition, b: CardDefinition): boolean {
  const facts = (d: CardDefinition): string =>
    JSON.stringify([d.name, [...d.colors].sort(), d.types, d.subtypes, d.power, d.toughness, d.keywords, d.abilities.length]);
  return facts(a) === facts(b);
}

/** The registry key of a described token: a known token's name when it is that token, else the words describing it. */
export function tokenKey(def: CardDefinition, words: string, known: readonly CardDefinition[]): string {
  return known.find((t) => t.token && sameToken(t, def))?.name ?? words;
}

/** A token the text names ("named Wasp") can't take a real card's name: the card data would give it that card's facts. */
export function namesARealCard(k: TokenIR): boolean {
  return k.named !== null && findCard(k.named) !== undefined;
}

/** Every token the compiled text describes. */
export function tokensIn(ir: CardIR | unknown): TokenIR[] {
  if (Array.isArray(ir)) return ir.flatMap(tokensIn);
  if (ir === null || typeof ir !== "object") return [];
  const own = "createTokens" in ir && "token" in ir ? [(ir as { token: TokenIR }).token] : [];
  return [...own, ...Object.values(ir).flatMap(tokensIn)];
}
