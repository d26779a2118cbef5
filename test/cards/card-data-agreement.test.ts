// No card definition contradicts the card data: what a definition states in words — its abilities' texts, its
// keywords, its modes, its enchant and its costs' keywords — is, in order, the Oracle text of its card.
//
// Normalisation allowed, and why:
// - Reminder text (in parentheses) is removed from both sides: it has no effect on the game (207.2a), and the
//   engine's keyword abilities carry their own.
// - A keyword is compared case-insensitively with its item in a keyword line ("Flying, first strike"): the rules
//   capitalise a keyword only where it begins a line.
// - A mode is its Oracle line without the bullet ("• ").
// - A basic land type's mana ability isn't compared: the type line gives it (305.6), not the text. Nor is a
//   delayed triggered ability: its words are part of the ability that creates it (603.7a).
// Nothing else: an ability's text must be a whole line of the Oracle text, exactly.

import { describe, expect, it } from "vitest";
import { findFace } from "../../server/card-data/card-data.ts";
import type { CardDefinition, Keyword } from "../../server/card-language/card-definition.ts";
import { card, intrinsicManaAbility } from "../../server/card-language/card-dsl.ts";
import { keywordText } from "../../server/card-language/keyword-abilities.ts";
import { HAND_WRITTEN_CARDS, TOKENS } from "../../server/cards/index.ts";
import { formatManaCost } from "../../shared/mana.ts";

/** 207.2a: reminder text removed; blank lines dropped. */
function oracleLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(/\s*\([^()]*\)/g, "").trim())
    .filter((line) => line !== "");
}

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Each statement in words a definition makes, with what kind of statement it is. */
function statements(def: CardDefinition): { kind: string; text: string }[] {
  const out: { kind: string; text: string }[] = [];
  if (def.enchant) out.push({ kind: "enchant", text: capitalised(def.enchant.text) });
  const c = def.costs;
  if (c.kicker) out.push({ kind: "cost", text: `${c.kicker.multi ? "Multikicker" : "Kicker"} ${c.kicker.cost.text}` });
  if (c.buyback) out.push({ kind: "cost", text: `Buyback ${c.buyback.text}` });
  if (c.entwine) out.push({ kind: "cost", text: `Entwine ${c.entwine.text}` });
  if (c.splice) out.push({ kind: "cost", text: `Splice onto ${c.splice.onto} ${c.splice.cost.text}` });
  if (c.flashback) out.push({ kind: "cost", text: c.flashback.mana ? `Flashback ${c.flashback.text}` : `Flashback—${capitalised(c.flashback.text)}.` });
  const intrinsic = new Set(def.subtypes.map(intrinsicManaAbility));
  for (const a of def.abilities)
    if (a.kind !== "delayed" && !intrinsic.has(a as never)) out.push({ kind: "ability", text: a.text.replace(/\s*\([^()]*\)/g, "") });
  for (const m of def.spell?.modes?.texts ?? []) out.push({ kind: "mode", text: `• ${m}` });
  return out;
}

/** The keyword lines' items, lowercased: "flying", "protection from white". */
function keywordItems(lines: readonly string[], keywords: readonly Keyword[]): Set<string> {
  const wanted = new Set(keywords.map((k) => keywordText(k).toLowerCase()));
  const items = new Set<string>();
  for (const line of lines) {
    // 702.16g: "protection from blue and from black" is two protection abilities.
    const parts = line
      .split(", ")
      .map((p) => p.toLowerCase())
      .flatMap((p) => {
        const both = /^protection from (.+) and from (.+)$/.exec(p);
        return both ? [`protection from ${both[1]}`, `protection from ${both[2]}`] : [p];
      });
    if (parts.some((p) => wanted.has(p))) for (const p of parts) items.add(p);
  }
  return items;
}

/** What in the definition disagrees with the Oracle text of its card (or face), in words; [] when nothing does. */
function disagreements(def: CardDefinition): string[] {
  const face = findFace(def.name)?.face;
  if (!face) return [`${def.name}: not in the card data`];
  const lines = oracleLines(face.text);
  const problems: string[] = [];
  let at = 0;
  for (const s of statements(def)) {
    // In order: each statement is a line after the previous one's (costs and enchant may stand anywhere).
    const from = s.kind === "ability" || s.kind === "mode" ? at : 0;
    const found = lines.indexOf(s.text, from);
    if (found === -1) problems.push(`${def.name}: its ${s.kind} "${s.text}" isn't ${from > 0 ? "after the previous one in" : "a line of"} the Oracle text`);
    else if (s.kind === "ability" || s.kind === "mode") at = found + 1;
  }
  const items = keywordItems(lines, def.keywords);
  for (const k of def.keywords)
    if (!items.has(keywordText(k).toLowerCase())) problems.push(`${def.name}: its keyword ${keywordText(k)} isn't in the Oracle text`);
  for (const alternative of def.costs.alternative)
    if (!face.text.includes(alternative.text)) problems.push(`${def.name}: its alternative cost "${alternative.text}" isn't in the Oracle text`);
  if (def.costs.additional && !face.text.includes(`As an additional cost to cast this spell, ${def.costs.additional.text}.`))
    problems.push(`${def.name}: its additional cost "${def.costs.additional.text}" isn't in the Oracle text`);
  return problems;
}

/** A card and, for a card with faces, each face. */
const eachFace = (def: CardDefinition): CardDefinition[] => (def.faces ? [...def.faces.list] : [def]);

describe("card definitions and the card data", () => {
  it("every card the server knows is in the card data, and no definition contradicts its Oracle text", () => {
    expect(HAND_WRITTEN_CARDS.flatMap(eachFace).flatMap(disagreements)).toEqual([]);
  });

  it("printed facts come from the data: a card's mana cost, colors, type line, P/T and text are the data's", () => {
    const bolt = HAND_WRITTEN_CARDS.find((c) => c.name === "Lightning Bolt")!;
    expect(bolt).toMatchObject({ manaCost: [{ kind: "colored", color: "R" }], colors: ["R"], types: ["Instant"], text: findFace("Lightning Bolt")!.face.text });
    const delver = HAND_WRITTEN_CARDS.find((c) => c.name === "Delver of Secrets // Insectile Aberration")!;
    // 202.2e: the back face's color indicator, which the data gives as its colors.
    expect(delver.faces!.list[1]).toMatchObject({ name: "Insectile Aberration", manaCost: null, colors: ["U"], power: 3, toughness: 2 });
    expect(formatManaCost(HAND_WRITTEN_CARDS.find((c) => c.name === "Gilder Bairn")!.manaCost!)).toBe("{1}{G/U}{G/U}");
  });

  it("a definition of a card the data knows may not state its printed facts; one the data doesn't know must", () => {
    expect(() => card({ name: "Grizzly Bears", types: ["Creature"], pt: [2, 2] })).toThrow(/must not state types, pt/);
    expect(() => card({ name: "Fire // Ice", spell: { effects: [] } })).toThrow(/built from its faces/);
    expect(() => card({ name: "Test Nameless Thing" })).toThrow(/states its printed facts/);
    expect(card({ name: "Test Relic", cost: "{2}", types: ["Artifact"] })).toMatchObject({ name: "Test Relic", colors: [], types: ["Artifact"] });
  });

  it("tokens aren't in the data: they state their own facts", () => {
    for (const t of TOKENS) expect(findFace(t.name)).toBeUndefined();
  });

  it("the agreement check catches a text that differs from the Oracle text, an ability out of order, and a missing keyword", () => {
    const boa = HAND_WRITTEN_CARDS.find((c) => c.name === "River Boa")!;
    const reworded = { ...boa, abilities: [{ ...boa.abilities[0]!, text: "{G}: Regenerate this creature." }] };
    expect(disagreements(reworded)).toEqual(['River Boa: its ability "{G}: Regenerate this creature." isn\'t a line of the Oracle text']);
    const rancor = HAND_WRITTEN_CARDS.find((c) => c.name === "Rancor")!;
    expect(disagreements({ ...rancor, abilities: [...rancor.abilities].reverse() })).toHaveLength(1);
    expect(disagreements({ ...boa, keywords: ["Swampwalk"] })).toEqual(["River Boa: its keyword Swampwalk isn't in the Oracle text"]);
  });
});
