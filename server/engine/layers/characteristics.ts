// What the rules ask most about objects, answered from the object view (view.ts).

import type { Color } from "../../../shared/mana.ts";
import type { CardDefinition, CardType, Keyword, ObjectFilter, Quality, StaticEffect } from "../../card-language/card-definition.ts";
import type { ObjectId, Permanent, PlayerId, Spell } from "../kernel/state.ts";
import { isAttacking, isBlocking, matchesFilter, objectFacts, type ObjectFacts } from "./filters.ts";
import { printed, type Characteristics } from "./printed.ts";
import { view, type Reader } from "./view.ts";

export interface PowerToughness {
  readonly power: number;
  readonly toughness: number;
}

/** The permanent's characteristics now. */
export function characteristics(r: Reader, perm: Permanent): Characteristics {
  return view(r).of(perm);
}

/** 108.4: who controls the permanent now (layer 2). */
export function controllerOf(r: Reader, perm: Permanent): PlayerId {
  return view(r).controllerOf(perm);
}

/**
 * Whether an effect grants the permanent abilities (613.1f) or makes it a copy (707.2): it may then have abilities its
 * card doesn't print, which anything that finds candidates by their printed abilities must also look at.
 */
export function hasGrantedAbilities(r: Reader, perm: Permanent): boolean {
  return view(r).hasGranted(perm.id);
}

/**
 * The static effects that apply to the permanent from its own abilities (those without `affects`, or affecting "self")
 * and from the abilities of what's attached to it (affecting "attached": an Aura's, an Equipment's).
 */
export function staticEffectsOn(r: Reader, perm: Permanent): StaticEffect[] {
  const out: StaticEffect[] = [];
  for (const { ability: a } of view(r).of(perm).abilities)
    if (a.kind === "static" && (!("affects" in a.effect) || a.effect.affects === "self")) out.push(a.effect);
  for (const other of r.state.battlefield) {
    if (other.attachedTo !== perm.id) continue;
    for (const { ability: a } of view(r).of(other).abilities)
      if (a.kind === "static" && "affects" in a.effect && a.effect.affects === "attached") out.push(a.effect);
  }
  return out;
}

/** 208.3: a creature's current power and toughness (layer 7). */
export function powerToughness(r: Reader, perm: Permanent): PowerToughness {
  const chars = view(r).of(perm);
  return { power: chars.power ?? 0, toughness: chars.toughness ?? 0 };
}

/** The permanent's keyword abilities now: printed ones and those granted, less those removed (layer 6). */
export function keywordsOf(r: Reader, perm: Permanent): readonly Keyword[] {
  return view(r).of(perm).keywords;
}

export function hasKeyword(keywords: readonly Keyword[], k: Extract<Keyword, string>): boolean {
  return keywords.includes(k);
}

/** What protection (702.16) and "hexproof from" (702.11d) look at in a source: its colors and card types. */
export interface SourceQualities {
  readonly colors: readonly Color[];
  readonly types: readonly CardType[];
  /** 702.16a: "protection from Demons" (absent: none known). */
  readonly subtypes?: readonly string[];
}

/** Does the source have the quality? (105.4: multicolored is two or more colors, monocolored exactly one.) */
export function hasQuality(source: SourceQualities, q: Quality): boolean {
  if (typeof q === "object") return source.subtypes?.includes(q.subtype) === true;
  switch (q) {
    case "everything":
      return true;
    case "multicolored":
      return source.colors.length >= 2;
    case "monocolored":
      return source.colors.length === 1;
    case "W":
    case "U":
    case "B":
    case "R":
    case "G":
      return source.colors.includes(q);
    default:
      return source.types.includes(q);
  }
}

/** 702.16a: the qualities of `source` these keywords give protection from (empty: no protection from it). */
export function protectionsFrom(keywords: readonly Keyword[], source: SourceQualities): Quality[] {
  const out: Quality[] = [];
  for (const k of keywords) if (typeof k === "object" && "protectionFrom" in k && hasQuality(source, k.protectionFrom)) out.push(k.protectionFrom);
  return out;
}

/** 702.16b–f: whether these keywords give protection from `source`. */
export function protectedFrom(keywords: readonly Keyword[], source: SourceQualities): boolean {
  return protectionsFrom(keywords, source).length > 0;
}

/** 702.11d: whether these keywords include hexproof from a quality `source` has. */
export function hexproofFrom(keywords: readonly Keyword[], source: SourceQualities): boolean {
  return keywords.some((k) => typeof k === "object" && "hexproofFrom" in k && hasQuality(source, k.hexproofFrom));
}

/** The permanent's colors and card types now, as a source. */
export function permanentQualities(r: Reader, perm: Permanent): SourceQualities {
  return view(r).of(perm);
}

/**
 * A source's card types: the permanent's or the spell's now; once it has left, its card's (its colors, which
 * effects change more often, are kept apart as they last were, 113.7a).
 */
export function sourceTypesOf(r: Reader, source: ObjectId, card: string): readonly CardType[] {
  return sourceTypeLineOf(r, source, card).types;
}

/** A source's card types and subtypes, found as sourceTypesOf finds its card types. */
export function sourceTypeLineOf(r: Reader, source: ObjectId, card: string): { readonly types: readonly CardType[]; readonly subtypes: readonly string[] } {
  const perm = r.state.battlefield.find((p) => p.id === source);
  if (perm) return view(r).of(perm);
  const spell = r.state.stack.find((o) => o.id === source);
  if (spell?.kind === "spell") return view(r).ofSpell(spell);
  return r.cards.get(card) ?? { types: [], subtypes: [] };
}

/** 105.2: a permanent's or spell's colors now (layer 5). */
export function colorsOf(r: Reader, object: Permanent | Spell): readonly Color[] {
  return "kind" in object ? view(r).ofSpell(object).colors : view(r).of(object).colors;
}

export function permanentFacts(r: Reader, perm: Permanent): ObjectFacts {
  const facts = objectFacts(
    view(r).of(perm),
    perm.tapped,
    0,
    perm.counters,
    r.cards.get(perm.card)!.token,
    isAttacking(r.state, perm.id),
    isBlocking(r.state, perm.id),
  );
  const more = { ...(perm.attachedTo === null ? {} : { attached: true }), ...(perm.attackedInTurn === r.state.turn.number ? { attackedThisTurn: true } : {}) };
  return perm.attachedTo === null && perm.attackedInTurn === undefined ? facts : { ...facts, ...more };
}

/** `matchesFilter` for a permanent. */
export function permanentMatches(r: Reader, perm: Permanent, filter: ObjectFilter, you: PlayerId): boolean {
  return matchesFilter(permanentFacts(r, perm), filter, you);
}

/** 202.3e: on the stack, X in the mana cost is the announced value. */
export function spellFacts(r: Reader, spell: Spell): ObjectFacts {
  return objectFacts(view(r).ofSpell(spell), false, spell.choices.x);
}

/**
 * A card in a hand, a library, a graveyard or exile: its printed characteristics, its owner as its controller, as the
 * effects that reach every zone change them (Mycosynth Lattice).
 */
export function cardFacts(r: Reader, def: CardDefinition, owner: PlayerId): ObjectFacts {
  return objectFacts(view(r).ofCard(def, owner), false, 0, undefined, def.token);
}

/**
 * A source that has left its zone (of an ability on the stack, of damage): its card, with the colors it last had
 * (113.7a) and `controller` as its controller.
 */
export function lastKnownSourceFacts(def: CardDefinition, controller: PlayerId, colors: readonly Color[]): ObjectFacts {
  return objectFacts({ ...printed(def, controller), colors }, false);
}

/** The colors and card types of an ability's source (sourceColorsOf, sourceTypesOf). */
export function abilitySourceQualities(
  r: Reader,
  ability: { readonly source: ObjectId; readonly sourceCard: string; readonly sourceColors: readonly Color[] },
): SourceQualities {
  const { types, subtypes } = sourceTypeLineOf(r, ability.source, ability.sourceCard);
  return { colors: sourceColorsOf(r, ability), types, subtypes };
}

/** The colors of an ability's source: the permanent's current ones, or its last known ones once it has left (113.7a). */
export function sourceColorsOf(r: Reader, ability: { readonly source: ObjectId; readonly sourceColors: readonly Color[] }): readonly Color[] {
  const perm = r.state.battlefield.find((p) => p.id === ability.source);
  return perm ? colorsOf(r, perm) : ability.sourceColors;
}

export { matchesFilter, type ObjectFacts } from "./filters.ts";
export {
  abilityWithKey,
  definitionOf,
  faceDefinition,
  printed,
  printedAbilities,
  printedAbility,
  type Characteristics,
  type KeyedAbility,
} from "./printed.ts";
export type { Reader } from "./view.ts";
