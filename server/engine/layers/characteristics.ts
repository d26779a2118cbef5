// What the rules ask most about objects, answered from the object view (view.ts).

import type { Color } from "../../../shared/mana.ts";
import type { CardDefinition, Keyword, ObjectFilter } from "../../card-language/card-definition.ts";
import type { ObjectId, Permanent, PlayerId, Spell } from "../kernel/state.ts";
import { matchesFilter, objectFacts, type ObjectFacts } from "./filters.ts";
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

/** 208.3: a creature's current power and toughness (layer 7). */
export function powerToughness(r: Reader, perm: Permanent): PowerToughness {
  const chars = view(r).of(perm);
  return { power: chars.power ?? 0, toughness: chars.toughness ?? 0 };
}

/** The permanent's keyword abilities now: printed ones and those granted, less those removed (layer 6). */
export function keywordsOf(r: Reader, perm: Permanent): readonly Keyword[] {
  return view(r).of(perm).keywords;
}

export function hasKeyword(keywords: readonly Keyword[], k: Exclude<Keyword, { protectionFrom: unknown }>): boolean {
  return keywords.includes(k);
}

export function protectionFrom(keywords: readonly Keyword[]): Color[] {
  const out: Color[] = [];
  for (const k of keywords) if (typeof k === "object") out.push(k.protectionFrom);
  return out;
}

/** 105.2: a permanent's or spell's colors now (layer 5). */
export function colorsOf(r: Reader, object: Permanent | Spell): readonly Color[] {
  return "kind" in object ? view(r).ofSpell(object).colors : view(r).of(object).colors;
}

export function permanentFacts(r: Reader, perm: Permanent): ObjectFacts {
  return objectFacts(view(r).of(perm), perm.tapped);
}

/** `matchesFilter` for a permanent. */
export function permanentMatches(r: Reader, perm: Permanent, filter: ObjectFilter, you: PlayerId): boolean {
  return matchesFilter(permanentFacts(r, perm), filter, you);
}

/** 202.3e: on the stack, X in the mana cost is the announced value. */
export function spellFacts(r: Reader, spell: Spell): ObjectFacts {
  return objectFacts(view(r).ofSpell(spell), false, spell.choices.x);
}

/** A card in a hand, a graveyard or a library: its printed characteristics, its owner as its controller. */
export function cardFacts(def: CardDefinition, owner: PlayerId): ObjectFacts {
  return objectFacts(printed(def, owner), false);
}

/**
 * A source that has left its zone (of an ability on the stack, of damage): its card, with the colors it last had
 * (113.7a) and `controller` as its controller.
 */
export function lastKnownSourceFacts(def: CardDefinition, controller: PlayerId, colors: readonly Color[]): ObjectFacts {
  const facts = cardFacts(def, controller);
  return { ...facts, chars: { ...facts.chars, colors } };
}

/** The colors of an ability's source: the permanent's current ones, or its last known ones once it has left (113.7a). */
export function sourceColorsOf(r: Reader, ability: { readonly source: ObjectId; readonly sourceColors: readonly Color[] }): readonly Color[] {
  const perm = r.state.battlefield.find((p) => p.id === ability.source);
  return perm ? colorsOf(r, perm) : ability.sourceColors;
}

export { matchesFilter, type ObjectFacts } from "./filters.ts";
export { abilityWithKey, printed, printedAbilities, printedAbility, type Characteristics, type KeyedAbility } from "./printed.ts";
export type { Reader } from "./view.ts";
