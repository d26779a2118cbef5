// The characteristics of objects as the game sees them now: the card's printed values modified by
// counters, resolved effects and static abilities (613). The sources so far are power/toughness changes
// (layer 7c) and granted protection (layer 6); all of them add, so their order does not matter yet.

import { manaValue, type Color } from "../../../shared/mana.ts";
import type { CardDefinition, CardRegistry, CardType, Keyword, ObjectFilter } from "../../card-language/card-definition.ts";
import type { GameState, ObjectId, Permanent, PlayerId, Spell } from "../kernel/state.ts";
import { NO_COUNTERS } from "../kernel/state.ts";
import { factsOf } from "./definition-facts.ts";

export interface PowerToughness {
  readonly power: number;
  readonly toughness: number;
}

/** Power/toughness granted by static abilities of attached permanents (Auras, Equipment), by the object they're attached to. */
export type StaticBonuses = ReadonlyMap<number, PowerToughness>;

const NO_BONUSES: StaticBonuses = new Map();

export function staticBonuses(state: GameState, cards: CardRegistry): StaticBonuses {
  let bonuses: Map<number, PowerToughness> | null = null;
  for (const other of state.battlefield) {
    if (other.attachedTo === null) continue;
    const def = cards.get(other.card)!;
    if (!factsOf(def).statics.has("modifyAttached")) continue;
    for (const a of def.abilities) {
      if (a.kind !== "static" || a.effect.kind !== "modifyAttached") continue;
      bonuses ??= new Map();
      const b = bonuses.get(other.attachedTo);
      bonuses.set(other.attachedTo, { power: (b?.power ?? 0) + a.effect.power, toughness: (b?.toughness ?? 0) + a.effect.toughness });
    }
  }
  return bonuses ?? NO_BONUSES;
}

/** 208.3 and 613.4c: a creature's current power and toughness. Pass `bonuses` when asking about many creatures. */
export function powerToughness(state: GameState, cards: CardRegistry, perm: Permanent, bonuses?: StaticBonuses): PowerToughness {
  const def = cards.get(perm.card)!;
  let power = def.power ?? 0;
  let toughness = def.toughness ?? 0;
  if (perm.counters !== NO_COUNTERS) {
    const net = (perm.counters["+1/+1"] ?? 0) - (perm.counters["-1/-1"] ?? 0);
    power += net;
    toughness += net;
  }
  for (const e of state.effects) {
    if (e.kind === "powerToughness" && e.affected === perm.id) {
      power += e.power;
      toughness += e.toughness;
    }
  }
  const bonus = (bonuses ?? staticBonuses(state, cards)).get(perm.id);
  if (bonus) {
    power += bonus.power;
    toughness += bonus.toughness;
  }
  return { power, toughness };
}

/** The permanent's keyword abilities: printed ones and those granted by effects. */
export function keywordsOf(state: GameState, cards: CardRegistry, perm: Permanent): readonly Keyword[] {
  const printed = cards.get(perm.card)!.keywords;
  let granted: Keyword[] | null = null;
  for (const e of state.effects)
    if (e.kind === "protection" && e.affected === perm.id) (granted ??= [...printed]).push({ protectionFrom: e.from });
  return granted ?? printed;
}

export function hasKeyword(keywords: readonly Keyword[], k: Exclude<Keyword, { protectionFrom: unknown }>): boolean {
  return keywords.includes(k);
}

export function protectionFrom(keywords: readonly Keyword[]): Color[] {
  const out: Color[] = [];
  for (const k of keywords) if (typeof k === "object") out.push(k.protectionFrom);
  return out;
}

/** What a filter looks at, for any object: a permanent, a spell, a card in a hand or a graveyard. */
export interface ObjectFacts {
  readonly def: CardDefinition;
  /** 105.2: its colors now (layer 5 effects applied). */
  readonly colors: readonly Color[];
  readonly controller: PlayerId;
  readonly manaValue: number;
  readonly tapped: boolean;
}

/** 613.1e (layer 5): an object's colors, after effects that set them ("becomes black"), latest timestamp winning. */
export function colorsOf(state: GameState, def: CardDefinition, id: number): readonly Color[] {
  let colors = def.colors;
  for (const e of state.effects) if (e.kind === "setColor" && e.affected === id) colors = e.colors;
  return colors;
}

export function permanentFacts(state: GameState, cards: CardRegistry, perm: Permanent): ObjectFacts {
  const def = cards.get(perm.card)!;
  return { def, colors: colorsOf(state, def, perm.id), controller: perm.controller, manaValue: def.manaCost ? manaValue(def.manaCost) : 0, tapped: perm.tapped };
}

/** `matchesFilter` for a permanent; its facts are worked out only if its card types don't already rule it out. */
export function permanentMatches(state: GameState, cards: CardRegistry, perm: Permanent, filter: ObjectFilter, you: PlayerId): boolean {
  const types = filter.types;
  if (types) {
    const def = cards.get(perm.card)!;
    if (!types.some((t) => def.types.includes(t))) return false;
  }
  return matchesFilter(permanentFacts(state, cards, perm), filter, you);
}

/** 202.3e: on the stack, X in the mana cost is the announced value. */
export function spellFacts(state: GameState, cards: CardRegistry, spell: Spell): ObjectFacts {
  const def = cards.get(spell.card)!;
  return { def, colors: colorsOf(state, def, spell.id), controller: spell.controller, manaValue: def.manaCost ? manaValue(def.manaCost, spell.choices.x) : 0, tapped: false };
}

export function cardFacts(def: CardDefinition, owner: PlayerId): ObjectFacts {
  return { def, colors: def.colors, controller: owner, manaValue: def.manaCost ? manaValue(def.manaCost) : 0, tapped: false };
}

/** Does the object match every condition of the filter, from the point of view of player `you`? */
export function matchesFilter(facts: ObjectFacts, filter: ObjectFilter, you: PlayerId, spellColors: readonly Color[] = []): boolean {
  const { def } = facts;
  if (filter.types && !filter.types.some((t: CardType) => def.types.includes(t))) return false;
  if (filter.notTypes?.some((t) => def.types.includes(t))) return false;
  if (filter.subtypes && !filter.subtypes.some((t) => def.subtypes.includes(t))) return false;
  if (filter.colors && !filter.colors.some((c) => facts.colors.includes(c))) return false;
  if (filter.notColors?.some((c) => facts.colors.includes(c))) return false;
  if (filter.manaValue !== undefined && facts.manaValue !== filter.manaValue) return false;
  if (filter.evenManaValue && facts.manaValue % 2 !== 0) return false;
  if (filter.controller === "you" && facts.controller !== you) return false;
  if (filter.controller === "opponent" && facts.controller === you) return false;
  if (filter.untapped && facts.tapped) return false;
  if (filter.sharesColorWithSpell && !facts.colors.some((c) => spellColors.includes(c))) return false;
  return true;
}

/** The colors of an ability's source: the permanent's current ones, or its last known ones once it has left. */
export function sourceColorsOf(d: { readonly state: GameState; def(name: string): CardDefinition }, ability: { readonly source: ObjectId; readonly sourceColors: readonly Color[] }): readonly Color[] {
  const perm = d.state.battlefield.find((p) => p.id === ability.source);
  return perm ? colorsOf(d.state, d.def(perm.card), perm.id) : ability.sourceColors;
}
