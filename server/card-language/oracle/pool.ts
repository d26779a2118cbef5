// The compiled pool: which cards the Oracle compiler takes, as IR (ir.ts), and the card definitions they make. The
// IR of every compiled card is kept in server/cards/compiled/ (written by `npm run cards -- compile`, read at start-up)
// so that what the compiler makes of a card can be read and diffed; lowering it is cheap.

import type { CardDefinition } from "../card-definition.ts";
import { card } from "../card-dsl.ts";
import { findCard } from "../../card-data/card-data.ts";
import { compile, type Unsupported } from "./compile.ts";
import type { CardIR } from "./ir.ts";
import { keywordOf, lower, Unlowerable } from "./lower.ts";
import { tokenDefinition, tokenKey, tokensIn, tokenWords } from "./tokens.ts";

/** The core sets whose cards the pool aims to hold (Tenth Edition, Magic 2010–2021). */
export const CORE_SETS = ["10E", "M10", "M11", "M12", "M13", "M14", "M15", "ORI", "M19", "M20", "M21"] as const;

/** Why a real card isn't in the compiled pool. */
export type NotCompiled = Pick<Unsupported, "paragraph" | "reason">;

/**
 * Compiles a real card: its IR when every paragraph reads as a known template, writes back as its exact Oracle text
 * and lowers to behaviour; otherwise the paragraph and the reason.
 */
export function compileCard(name: string): { readonly ir: CardIR } | NotCompiled {
  const record = findCard(name);
  if (!record) return { paragraph: "", reason: "not a card the data knows" };
  if (record.faces.length > 1) return { paragraph: "", reason: "cards with two faces or halves aren't compiled yet" };
  const face = record.faces[0]!;
  const compiled = compile(name, face.text);
  if (!compiled.ok) return compiled;
  try {
    lower(compiled.ir, { name, types: face.types });
  } catch (e) {
    if (!(e instanceof Unlowerable)) throw e;
    return { paragraph: "", reason: e.message };
  }
  return { ir: compiled.ir };
}

/**
 * The card definition a compiled card's IR gives: its printed facts from the data, its behaviour from the IR. A token it
 * describes that is one of `tokens` (written by hand) is created as that token.
 */
export function compiledDefinition(name: string, ir: CardIR, tokens: readonly CardDefinition[] = []): CardDefinition {
  const record = findCard(name);
  if (!record) throw new Error(`${name}: not in the card data`);
  const behaviour = lower(ir, { name, types: record.faces[0]!.types, tokens });
  const { keywords, abilities, spell, enchant, costs, entersWithCounters } = behaviour;
  return card({
    name,
    keywords,
    abilities,
    ...(entersWithCounters ? { entersWithCounters } : {}),
    ...(spell ? { spell } : {}),
    ...(enchant ? { enchant } : {}),
    ...(Object.keys(costs).length ? { costs } : {}),
  });
}

/** 111.4: the tokens compiled cards describe, each with its key in the card registry, those of `tokens` (written by hand) aside. */
export function compiledTokens(irs: readonly CardIR[], tokens: readonly CardDefinition[]): ReadonlyMap<string, CardDefinition> {
  const out = new Map<string, CardDefinition>();
  for (const ir of irs)
    for (const k of tokensIn(ir)) {
      const def = tokenDefinition(k, k.with.map(keywordOf));
      const key = tokenKey(def, tokenWords(k), tokens);
      if (!tokens.some((t) => t.name === key)) out.set(key, def);
    }
  return out;
}
