// The game's basic vocabulary, shared by the engine, the server and every client: players and objects
// by number, targets, the steps and phases of a turn (500.1), zones (400.1).

export type PlayerId = number;
export type ObjectId = number;

/** 500.1: the steps of a turn, in order, grouped into phases. The first-strike damage step exists only when needed (510.4). */
export const STEPS = [
  "untap",
  "upkeep",
  "draw",
  "precombatMain",
  "beginningOfCombat",
  "declareAttackers",
  "declareBlockers",
  "firstStrikeDamage",
  "combatDamage",
  "endOfCombat",
  "postcombatMain",
  "end",
  "cleanup",
] as const;
export type Step = (typeof STEPS)[number];
export type Phase = "beginning" | "precombatMain" | "combat" | "postcombatMain" | "ending";

export const PHASE_OF: Readonly<Record<Step, Phase>> = {
  untap: "beginning",
  upkeep: "beginning",
  draw: "beginning",
  precombatMain: "precombatMain",
  beginningOfCombat: "combat",
  declareAttackers: "combat",
  declareBlockers: "combat",
  firstStrikeDamage: "combat",
  combatDamage: "combat",
  endOfCombat: "combat",
  postcombatMain: "postcombatMain",
  end: "ending",
  cleanup: "ending",
};

export type Format = "casual" | "constructed";
export type MulliganRule = "london" | "paris";

export type Target = { readonly kind: "player"; readonly id: PlayerId } | { readonly kind: "object"; readonly id: ObjectId };

export type LeaveReason = "conceded" | "timeout";

export type Zone = "library" | "hand" | "battlefield" | "graveyard" | "stack" | "exile";

/**
 * 113, 613.1f: an ability of an object, named by a key that stays the same while the object has the ability,
 * whatever other abilities effects grant or remove (an index in the list would shift):
 * - `p<i>`: the i-th ability printed on its card (its definition's `abilities`, from 0);
 * - `k<i>`: the triggered ability its i-th keyword ability is (prowess, exalted, flanking, renown, ward);
 * - `g<t>.<i>`: the i-th ability granted by the continuous effect of a resolved spell or ability with timestamp t;
 * - `g<t>.<s>.<i>`: the i-th ability granted by the continuous effect of the s-th printed ability (a static one) of
 *   a permanent with timestamp t (613.7a: a static ability's effect has its source's timestamp).
 */
export type AbilityKey = string;

/** The key of the ability printed `index`-th on a card (`p<index>`). */
export function printedAbilityKey(index: number): AbilityKey {
  return `p${index}`;
}

/** The form of every ability key (AbilityKey). */
export const ABILITY_KEY = /^(p\d{1,6}|k\d{1,6}|g\d{1,15}(\.\d{1,6}){1,2})$/;

/** An answer's `ability`: a key, or (for compatibility) a printed ability's index i, meaning `p<i>`. */
export type AbilityRef = AbilityKey | number;
