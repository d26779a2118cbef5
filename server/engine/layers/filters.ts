// Filters (which objects a card's words mean: "target nonblack creature", "creatures you control") read an
// object's characteristics from the view, plus its mana value and whether it's tapped.

import { manaValue, type Color } from "../../../shared/mana.ts";
import type { ObjectFilter } from "../../card-language/card-definition.ts";
import { sameKeyword } from "../../card-language/keyword-abilities.ts";
import { NO_COUNTERS, type GameState, type ObjectId, type PlayerId } from "../kernel/state.ts";
import type { Characteristics } from "./printed.ts";

/** What a filter looks at, for any object: a permanent, a spell, a card in a hand or a graveyard. */
export interface ObjectFacts {
  readonly chars: Characteristics;
  /** 202.3 (202.3e: on the stack, X is the announced value). */
  readonly manaValue: number;
  readonly tapped: boolean;
  /** A permanent's counters (122.1); none elsewhere (122.2). */
  readonly counters: Readonly<Record<string, number>>;
  /** 111.1: a token (not a characteristic: a copy of a token isn't one). */
  readonly token: boolean;
  /** 506.3: a permanent that is an attacking creature. */
  readonly attacking: boolean;
  /** 506.3, 509.1g: a permanent that is a blocking creature (absent: not one). */
  readonly blocking?: boolean;
  /** 701.3: a permanent attached to another permanent. */
  readonly attached?: boolean;
  /** 508.1k: a permanent that became an attacking creature this turn. */
  readonly attackedThisTurn?: boolean;
}

export function objectFacts(
  chars: Characteristics,
  tapped: boolean,
  x = 0,
  counters: Readonly<Record<string, number>> = NO_COUNTERS,
  token = false,
  attacking = false,
  blocking = false,
): ObjectFacts {
  // 202.3b, 202.3c: a nonmodal double-faced object's back face has its front face's mana value; a melded permanent, its
  // front faces' together.
  const cost = chars.manaValueFrom ?? chars.manaCost;
  return { chars, manaValue: cost ? manaValue(cost, x) : 0, tapped, counters, token, attacking, blocking };
}

/** 506.3: whether the permanent is an attacking creature now. */
export function isAttacking(state: GameState, id: ObjectId): boolean {
  return state.combat?.attackers.some((a) => a.id === id) === true;
}

/** 506.3, 509.1g: whether the permanent is a blocking creature now. */
export function isBlocking(state: GameState, id: ObjectId): boolean {
  return state.combat?.blockers.some((b) => b.id === id) === true;
}

/** Does the object match every condition of the filter, from the point of view of player `you`? */
export function matchesFilter(facts: ObjectFacts, filter: ObjectFilter, you: PlayerId, spellColors: readonly Color[] = []): boolean {
  const { chars } = facts;
  if (filter.types && !filter.types.some((t) => chars.types.includes(t))) return false;
  if (filter.notTypes?.some((t) => chars.types.includes(t))) return false;
  if (filter.notSupertypes?.some((t) => chars.supertypes.includes(t))) return false;
  if (filter.supertypes && !filter.supertypes.some((t) => chars.supertypes.includes(t))) return false;
  if (filter.name !== undefined && chars.name !== filter.name) return false;
  if (filter.subtypes && !filter.subtypes.some((t) => chars.subtypes.includes(t))) return false;
  if (filter.notSubtypes?.some((t) => chars.subtypes.includes(t))) return false;
  if (filter.colors && !filter.colors.some((c) => chars.colors.includes(c))) return false;
  if (filter.colorless && chars.colors.length > 0) return false;
  if (filter.notColors?.some((c) => chars.colors.includes(c))) return false;
  if (filter.manaValue !== undefined && facts.manaValue !== filter.manaValue) return false;
  if (filter.maxManaValue !== undefined && facts.manaValue > filter.maxManaValue) return false;
  // 208.3: a creature's power now; an object without power has none to compare.
  if (filter.maxPower !== undefined && (chars.power === null || chars.power > filter.maxPower)) return false;
  if (filter.minPower !== undefined && (chars.power === null || chars.power < filter.minPower)) return false;
  if (filter.nontoken && facts.token) return false;
  if (filter.evenManaValue && facts.manaValue % 2 !== 0) return false;
  if (filter.controller === "you" && chars.controller !== you) return false;
  if (filter.controller === "opponent" && chars.controller === you) return false;
  if (filter.untapped && facts.tapped) return false;
  if (filter.tapped && !facts.tapped) return false;
  if (filter.sharesColorWithSpell && !chars.colors.some((c) => spellColors.includes(c))) return false;
  if (filter.keywords && !filter.keywords.some((k) => chars.keywords.some((had) => sameKeyword(had, k)))) return false;
  if (filter.notKeywords?.some((k) => chars.keywords.some((had) => sameKeyword(had, k)))) return false;
  if (filter.anyOf && !filter.anyOf.some((f) => matchesFilter(facts, f, you, spellColors))) return false;
  if (filter.withCounter !== undefined && !((facts.counters[filter.withCounter] ?? 0) > 0)) return false;
  // 607.2d: "of the chosen type" is bound to the type chosen where its ability applies; left unbound, none was chosen.
  if (filter.ofChosenType || filter.ofChosenColor) return false;
  if (filter.attacking && !facts.attacking) return false;
  if (filter.blocking && !facts.blocking) return false;
  if (filter.named !== undefined && chars.name !== filter.named) return false;
  if (filter.attachedToPermanent && !facts.attached) return false;
  if (filter.attackedThisTurn && !facts.attackedThisTurn) return false;
  return true;
}
