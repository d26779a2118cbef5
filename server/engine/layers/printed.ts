// An object's characteristics (109.3) and the printed ones a card gives it, before any effect (613).

import type { Ability, CardDefinition, FaceIndex, Keyword } from "../../card-language/card-definition.ts";
import { card } from "../../card-language/card-dsl.ts";
import { keywordTrigger } from "../../card-language/keyword-abilities.ts";
import { printedAbilityKey, type AbilityKey } from "../../../shared/game-types.ts";
import type { PlayerId } from "../kernel/state.ts";

/** The card facts that are characteristics (the printed values, before effects change them in the view). */
type PrintedCharacteristic = "name" | "manaCost" | "colors" | "supertypes" | "types" | "subtypes" | "keywords" | "power" | "toughness" | "manaValueFrom";

/** One of an object's abilities, with the key it is known by while the object has it (AbilityKey). */
export interface KeyedAbility {
  readonly key: AbilityKey;
  readonly ability: Ability;
}

/**
 * 109.3: an object's characteristics, as its card defines them (keyword abilities listed apart; `abilities`
 * are the others, each with its key: the printed ones, then those effects grant, less those effects remove,
 * layer 6), plus its controller after control-changing effects (108.4, layer 2).
 */
export interface Characteristics extends Pick<CardDefinition, PrintedCharacteristic> {
  readonly abilities: readonly KeyedAbility[];
  readonly controller: PlayerId;
}

const printedByDef = new WeakMap<CardDefinition, Characteristics[]>();
const printedAbilitiesByDef = new WeakMap<CardDefinition, readonly KeyedAbility[]>();

/** The card's printed abilities (its definition's `abilities`) keyed `p0`, `p1`…: the same list every time. */
export function printedAbilities(def: CardDefinition): readonly KeyedAbility[] {
  let keyed = printedAbilitiesByDef.get(def);
  if (!keyed) printedAbilitiesByDef.set(def, (keyed = def.abilities.map((ability, i) => ({ key: printedAbilityKey(i), ability }))));
  return keyed;
}

const NO_KEYED: readonly KeyedAbility[] = [];
const byKeywords = new WeakMap<readonly Keyword[], readonly KeyedAbility[]>();

/**
 * The triggered abilities the object's keywords are (prowess, exalted…), one per instance, keyed `k<i>` after the
 * keyword's place in the list (AbilityKey).
 */
export function keywordAbilities(keywords: readonly Keyword[]): readonly KeyedAbility[] {
  let keyed = byKeywords.get(keywords);
  if (!keyed) {
    const found: KeyedAbility[] = [];
    keywords.forEach((k, i) => {
      const ability = keywordTrigger(k);
      if (ability) found.push({ key: `k${i}`, ability });
    });
    byKeywords.set(keywords, (keyed = found.length === 0 ? NO_KEYED : found));
  }
  return keyed;
}

/** The abilities with those of the keywords replaced by the ones `keywords` stand for (after a layer 6 change to keywords). */
export function withKeywordAbilities(abilities: readonly KeyedAbility[], keywords: readonly Keyword[]): readonly KeyedAbility[] {
  const own = abilities.some((k) => k.key.startsWith("k")) ? abilities.filter((k) => !k.key.startsWith("k")) : abilities;
  const fromKeywords = keywordAbilities(keywords);
  return fromKeywords.length === 0 ? own : [...own, ...fromKeywords];
}

/** The card's printed ability with this key, if it has one. */
export function printedAbility(def: CardDefinition, key: AbilityKey): Ability | undefined {
  return printedAbilities(def).find((k) => k.key === key)?.ability;
}

/**
 * The definition of the face or half an object has up (`face`), or with none chosen the card's own characteristics:
 * a double-faced card's front face (712.8a, 712.8d), an adventurer's normal characteristics (715.4), a split card's
 * halves combined (709.4, 702.102b).
 */
export function faceDefinition(def: CardDefinition, face: FaceIndex | undefined): CardDefinition {
  const faces = def.faces;
  if (!faces) return def;
  if (face !== undefined) return faces.list[face];
  return faces.layout === "split" ? def : faces.list[0];
}

/**
 * 708.2a, 702.37a: what a face-down spell or permanent is, whatever its card: a 2/2 creature with no text, no name, no
 * subtypes and no mana cost (so colorless, 202.2). These are its copiable values (707.2).
 */
export const FACE_DOWN: CardDefinition = card({ name: "", types: ["Creature"], pt: [2, 2] });

/** How events, the log and the table name a face-down object to everyone: it has no name (708.2a), and its card is hidden (708.5). */
export const FACE_DOWN_NAME = "Face-down creature";

/** An object that may be face down (a permanent, a spell) or copiable values that may be a face-down object's. */
type MaybeFaceDown = { readonly card: string; readonly face?: FaceIndex; readonly faceDown?: true };

/** The name an object is announced by to every player: its card's, or none for a face-down one (708.5: only its controller may look). */
export function shownName(object: MaybeFaceDown): string {
  return object.faceDown ? FACE_DOWN_NAME : object.card;
}

/** The name an object is announced by (shownName), or `otherwise` when there is no such object. */
export function shownNameOr(object: MaybeFaceDown | undefined, otherwise: string): string {
  return object ? shownName(object) : otherwise;
}

/**
 * The definition whose characteristics an object has: its card's, or those of the face it has up (a permanent, a spell),
 * or a face-down object's (708.2).
 */
export function definitionOf(cards: ReadonlyMap<string, CardDefinition>, object: MaybeFaceDown): CardDefinition {
  return object.faceDown ? FACE_DOWN : faceDefinition(cards.get(object.card)!, object.face);
}

/** The printed characteristics of the card (with `controller` as its controller) or of its face `face`, shared by every object that has them. */
export function printed(card: CardDefinition, controller: PlayerId, face?: FaceIndex): Characteristics {
  const def = faceDefinition(card, face);
  let byController = printedByDef.get(def);
  if (!byController) printedByDef.set(def, (byController = []));
  let chars = byController[controller];
  if (!chars) {
    const { name, manaCost, colors, supertypes, types, subtypes, keywords, power, toughness, manaValueFrom } = def;
    const abilities = withKeywordAbilities(printedAbilities(def), keywords);
    const base = { name, manaCost, colors, supertypes, types, subtypes, keywords, abilities, power, toughness, controller };
    byController[controller] = chars = manaValueFrom ? { ...base, manaValueFrom } : base;
  }
  return chars;
}

/** The ability with this key among an object's abilities (its characteristics' `abilities`). */
export function abilityWithKey(abilities: readonly KeyedAbility[], key: AbilityKey): Ability | undefined {
  for (const k of abilities) if (k.key === key) return k.ability;
  return undefined;
}
