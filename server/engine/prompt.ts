// Prompts (the one decision the game waits on) and answers, with the check of an answer against the
// prompt's legal options. The same option lists serve the UI ("what can I do now?") and the auto-pass logic.

import type { ManaAmounts, ManaType } from "../../shared/mana.ts";
import type { ObjectId, PlayerId, Target } from "./state.ts";

/** Mana still to be paid: amounts of specific types plus generic mana (107.4b). */
export interface ManaRequirement extends ManaAmounts {
  readonly generic: number;
}

export interface ManaAbilityOption {
  readonly source: ObjectId;
  readonly ability: number;
  /** The types the player may choose among for an "any color" ability; one entry when the choice is forced. */
  readonly choices: readonly ManaType[];
}

export type PriorityAction =
  | { readonly kind: "pass" }
  | { readonly kind: "playLand"; readonly card: ObjectId }
  /** `affordable` is a hint: the player's available mana covers the cost. Proposing an unaffordable spell is legal; it is reversed at payment (601.2h). */
  | { readonly kind: "cast"; readonly card: ObjectId; readonly affordable: boolean }
  | ({ readonly kind: "activateMana" } & ManaAbilityOption);

export interface AttackOption {
  readonly attacker: ObjectId;
  readonly defenders: readonly PlayerId[];
}
export interface BlockOption {
  readonly blocker: ObjectId;
  readonly attackers: readonly ObjectId[];
}

export type PromptBody =
  | { readonly kind: "priority"; readonly actions: readonly PriorityAction[] }
  | { readonly kind: "mulligan"; readonly handSize: number; readonly mulligans: number }
  | { readonly kind: "bottomCards"; readonly count: number; readonly options: readonly ObjectId[] }
  | {
      readonly kind: "chooseTargets";
      readonly object: ObjectId;
      readonly requirement: number;
      readonly text: string;
      readonly min: number;
      readonly max: number;
      readonly options: readonly Target[];
    }
  | {
      readonly kind: "payCosts";
      readonly object: ObjectId;
      readonly mana: ManaRequirement;
      readonly pool: ManaAmounts;
      readonly manaAbilities: readonly ManaAbilityOption[];
      /** The pool alone can pay the mana now. */
      readonly canPay: boolean;
      /** The engine found sources that, with the pool, can pay: the answer "autoPay" uses them. */
      readonly autoPay: boolean;
    }
  | { readonly kind: "discard"; readonly count: number; readonly options: readonly ObjectId[] }
  | { readonly kind: "legendRule"; readonly name: string; readonly options: readonly ObjectId[] }
  | { readonly kind: "declareAttackers"; readonly options: readonly AttackOption[] }
  | { readonly kind: "declareBlockers"; readonly options: readonly BlockOption[] }
  | { readonly kind: "assignCombatDamage"; readonly attacker: ObjectId; readonly amount: number; readonly blockers: readonly ObjectId[] };

export type PromptKind = PromptBody["kind"];

export type Prompt = PromptBody & {
  readonly id: number;
  readonly player: PlayerId;
  /** The player may answer "cancel": the action in progress is reversed (601.2, 732). */
  readonly cancellable: boolean;
};

export type Answer =
  | { readonly kind: "pass" }
  | { readonly kind: "playLand"; readonly card: ObjectId }
  | { readonly kind: "cast"; readonly card: ObjectId }
  | { readonly kind: "activateMana"; readonly source: ObjectId; readonly ability: number; readonly mana?: ManaType }
  | { readonly kind: "keep" }
  | { readonly kind: "mulligan" }
  | { readonly kind: "cards"; readonly cards: readonly ObjectId[] }
  | { readonly kind: "targets"; readonly targets: readonly Target[] }
  /** Pay the mana from the pool; `mana` says which mana to spend, or the engine picks. */
  | { readonly kind: "pay"; readonly mana?: ManaAmounts }
  | { readonly kind: "autoPay" }
  | { readonly kind: "cancel" }
  | { readonly kind: "choose"; readonly object: ObjectId }
  | { readonly kind: "attackers"; readonly attacks: readonly { readonly attacker: ObjectId; readonly defender: PlayerId }[] }
  | { readonly kind: "blockers"; readonly blocks: readonly { readonly blocker: ObjectId; readonly attacker: ObjectId }[] }
  | { readonly kind: "damage"; readonly assignment: readonly { readonly blocker: ObjectId; readonly amount: number }[] };

export type AnswerKind = Answer["kind"];

/** What a person waiting on this prompt is told: "waiting for Bea to choose targets". */
export const PROMPT_ACTIVITY: Readonly<Record<PromptKind, string>> = {
  priority: "act or pass priority",
  mulligan: "keep or mulligan",
  bottomCards: "put cards on the bottom of their library",
  chooseTargets: "choose targets",
  payCosts: "pay costs",
  discard: "discard down to maximum hand size",
  legendRule: "choose which legendary permanent to keep",
  declareAttackers: "declare attackers",
  declareBlockers: "declare blockers",
  assignCombatDamage: "assign combat damage",
};
