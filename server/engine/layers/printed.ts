// An object's characteristics (109.3) and the printed ones a card gives it, before any effect (613).

import type { Ability, CardDefinition, FaceIndex, Keyword } from "../../card-language/card-definition.ts";
import { card } from "../../card-language/card-dsl.ts";
import { keywordTrigger } from "../../card-language/keyword-abilities.ts";
import { CREATURE_TYPES } from "../../card-language/creature-types.ts";
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
export function faceDefinition(def: CardDefinition, face: FaceIndex | undefined, flipped = false): CardDefinition {
  const faces = def.faces;
  if (!faces) return def;
  // 710.2: a flip card's alternative characteristics apply only to a flipped permanent.
  if (faces.layout === "flip") return faces.list[flipped ? 1 : 0];
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

/**
 * An object, by the card it is (or whose values it copies) and the face it has up, its flipped status, or whether it
 * is face down (a permanent, a spell, or copiable values that may be a face-down object's).
 */
export interface FacedObject {
  readonly card: string;
  readonly face?: FaceIndex;
  readonly flipped?: true;
  readonly faceDown?: true;
}

/** The name an object is announced by to every player: its card's, or none for a face-down one (708.5: only its controller may look). */
export function shownName(object: FacedObject): string {
  return object.faceDown ? FACE_DOWN_NAME : object.card;
}

/** The name an object is announced by (shownName), or `otherwise` when there is no such object. */
export function shownNameOr(object: FacedObject | undefined, otherwise: string): string {
  return object ? shownName(object) : otherwise;
}

/**
 * The definition whose characteristics an object has: its card's, or those of the face it has up (a permanent, a spell),
 * or a face-down object's (708.2).
 */
export function definitionOf(cards: ReadonlyMap<string, CardDefinition>, object: FacedObject): CardDefinition {
  return object.faceDown ? FACE_DOWN : faceDefinition(cards.get(object.card)!, object.face, object.flipped === true);
}

/**
 * The printed characteristics of the card (with `controller` as its controller) or of its face `face` — its alternative
 * ones if it is a flipped flip card — shared by every object that has them.
 */
export function printed(card: CardDefinition, controller: PlayerId, face?: FaceIndex, flipped = false): Characteristics {
  const def = faceDefinition(card, face, flipped);
  let byController = printedByDef.get(def);
  if (!byController) printedByDef.set(def, (byController = []));
  let chars = byController[controller];
  if (!chars) {
    const { name, manaCost, colors, supertypes, types, subtypes, keywords, power, toughness, manaValueFrom } = def;
    const abilities = withKeywordAbilities(printedAbilities(def), keywords);
    const base = { name, manaCost, colors, supertypes, types, subtypes: withChangeling(subtypes, keywords), keywords, abilities, power, toughness, controller };
    byController[controller] = chars = manaValueFrom ? { ...base, manaValueFrom } : base;
  }
  return chars;
}

const everyType = new WeakMap<readonly string[], readonly string[]>();

/** 702.73a: the subtypes of an object with changeling: every creature type (its own listed first); others keep theirs. */
export function withChangeling(subtypes: readonly string[], keywords: readonly Keyword[]): readonly string[] {
  if (!keywords.includes("Changeling")) return subtypes;
  let all = everyType.get(subtypes);
  if (!all) everyType.set(subtypes, (all = [...subtypes, ...CREATURE_TYPES.filter((t) => !subtypes.includes(t))]));
  return all;
}

const meldedByDef = new WeakMap<CardDefinition, Map<string, Characteristics[]>>();

/**
 * A permanent's printed characteristics (with `controller` as its controller): those of its card's face that is up, or a
 * face-down permanent's (708.2a); a melded permanent's, its combined back face's, with the mana value of its two front faces' mana costs together
 * (712.8g, 202.3c: a copy of it copies the combined face, which has no mana cost).
 */
export function printedPermanent(
  cards: ReadonlyMap<string, CardDefinition>,
  perm: FacedObject & { readonly melded?: string },
  controller: PlayerId,
): Characteristics {
  if (perm.faceDown) return printed(FACE_DOWN, controller);
  const card = cards.get(perm.card)!;
  if (perm.melded === undefined) return printed(card, controller, perm.face, perm.flipped);
  let byOther = meldedByDef.get(card);
  if (!byOther) meldedByDef.set(card, (byOther = new Map()));
  let byController = byOther.get(perm.melded);
  if (!byController) byOther.set(perm.melded, (byController = []));
  let chars = byController[controller];
  if (!chars) {
    const fronts = [card, cards.get(perm.melded)!].map((c) => faceDefinition(c, undefined).manaCost ?? []);
    byController[controller] = chars = { ...printed(card, controller, 1), manaValueFrom: fronts.flat() };
  }
  return chars;
}

/**
 * 701.42b, 712.4a: whether two cards are a meld pair: two different meld cards whose back faces are halves of the
 * same combined face.
 */
export function isMeldPair(a: CardDefinition, b: CardDefinition): boolean {
  return a.faces?.layout === "meld" && b.faces?.layout === "meld" && a.name !== b.name && a.faces.list[1] === b.faces.list[1];
}

/** The ability with this key among an object's abilities (its characteristics' `abilities`). */
export function abilityWithKey(abilities: readonly KeyedAbility[], key: AbilityKey): Ability | undefined {
  for (const k of abilities) if (k.key === key) return k.ability;
  return undefined;
}
