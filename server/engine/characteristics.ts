// The characteristics of permanents as the game sees them now: the card's printed values modified by
// counters, resolved effects and static abilities (613). Only layer 7c (power/toughness changes) has
// sources so far; all of them add, so their order does not matter yet.

import type { CardDefinition, CardType, CardRegistry } from "./card-definition.ts";
import type { GameState, Permanent } from "./state.ts";
import { NO_COUNTERS } from "./zones.ts";

export function hasType(def: CardDefinition, type: CardType): boolean {
  return def.types.includes(type);
}

export function isCreature(cards: CardRegistry, perm: Permanent): boolean {
  return cards.get(perm.card)!.types.includes("Creature");
}

export interface PowerToughness {
  readonly power: number;
  readonly toughness: number;
}

/** Power/toughness granted by static abilities of attached permanents (Auras), by the object they're attached to. */
export type StaticBonuses = ReadonlyMap<number, PowerToughness>;

export function staticBonuses(state: GameState, cards: CardRegistry): StaticBonuses {
  const bonuses = new Map<number, PowerToughness>();
  for (const other of state.battlefield) {
    if (other.attachedTo === null) continue;
    for (const a of cards.get(other.card)!.abilities) {
      if (a.kind !== "static" || a.affects !== "enchanted") continue;
      const b = bonuses.get(other.attachedTo);
      bonuses.set(other.attachedTo, { power: (b?.power ?? 0) + a.power, toughness: (b?.toughness ?? 0) + a.toughness });
    }
  }
  return bonuses;
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
    if (e.affected === perm.id) {
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
