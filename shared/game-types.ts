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
