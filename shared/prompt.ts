// Prompts (the one decision the game waits on) and answers. Each prompt lists its legal options; the
// same lists serve the UI ("what can I do now?") and the auto-pass logic. The engine checks answers
// (server/engine/procedure/validate.ts); clients read these types to build them.

import type { AbilityKey, AbilityRef, ObjectId, PlayerId, Target } from "./game-types.ts";
import type { Color, ManaAmounts, ManaType } from "./mana.ts";

/** The kinds of cost parts other than mana (118.1): what a card's cost asks for. */
export type CostPartKind =
  | "tapSelf"
  | "untapSelf"
  | "payLife"
  | "sacrificeSelf"
  | "sacrifice"
  | "discard"
  | "exileFromHand"
  | "returnToHand"
  | "tapUntapped"
  | "removeCountersFromSelf"
  | "putCountersOnSelf"
  | "exileTopOfLibrary"
  | "exileSelf";

/** Mana still to be paid: amounts of specific types plus generic mana (107.4b). */
export interface ManaRequirement extends ManaAmounts {
  readonly generic: number;
}

export interface ManaAbilityOption {
  readonly source: ObjectId;
  readonly ability: AbilityKey;
  /** The ability's text, also for one an effect granted, which the printed card doesn't show (613.1f). */
  readonly text: string;
  /** The types the player may choose among for an "any color" ability; one entry when the choice is forced. */
  readonly choices: readonly ManaType[];
  /** How much mana one activation adds. */
  readonly amount: number;
  /**
   * The mana one activation adds when it is several types at once ("Add {W}{U}{B}{R}{G}"): there is no choice, and
   * `choices` is empty.
   */
  readonly bundle?: ManaAmounts;
  /**
   * 605.3b: the generic mana its cost takes from the mana pool ("{1}, {T}, Sacrifice this: Add one mana of any color"),
   * the player choosing which when the pool has several types. Payment plans leave such abilities out.
   */
  readonly poolCost?: number;
}

/**
 * Which face or half of a card with two (709, 712, 715) an option plays or casts: 0 or 1, an index into the card's
 * `faces` (shared/protocol.ts CardFace). Absent: the card's own — a double-faced card's front face, an adventurer's
 * creature, both halves of a fused split card (702.102a).
 */
export type FaceChoice = 0 | 1;

export type PriorityAction =
  | { readonly kind: "pass" }
  /** 305.1; for a modal double-faced card, 712.12: one option for each land face, with `face` and its `name`. */
  | {
      readonly kind: "playLand";
      readonly card: ObjectId;
      readonly face?: FaceChoice;
      readonly name?: string;
      /** 116.2a: played from the player's graveyard (an effect allows it); absent: from their hand. */
      readonly from?: "graveyard";
    }
  /**
   * A spell the player may begin to cast (601.3), from their hand or, with flashback, their graveyard, or an
   * adventurer card from exile (715.3d).
   * `affordable` is a hint: available mana covers its mana cost. Proposing an unaffordable spell is legal;
   * it is reversed at payment (601.2h). `hasTargets` is a hint too: false when a target it needs whatever
   * is chosen has no legal choice now, so proposing it would be reversed at 601.2c (Counterspell with an
   * empty stack). A card with two faces or halves has one option for each that may be cast, with `face` and the
   * `name` of what is cast ("Fire", "Stomp", "Turn // Burn" fused). A card with morph has a second option with
   * `faceDown`: cast it face down as a 2/2 creature for {3} (702.37a, 708.4).
   */
  | {
      readonly kind: "cast";
      readonly card: ObjectId;
      readonly from: "hand" | "graveyard" | "exile";
      readonly affordable: boolean;
      readonly hasTargets: boolean;
      readonly face?: FaceChoice;
      readonly name?: string;
      readonly faceDown?: true;
    }
  /**
   * 702.37e, 116.2b: turn a face-down permanent the player controls face up by paying its morph cost `cost` (a special
   * action: it doesn't use the stack). `affordable` is a hint, as for casting.
   */
  | { readonly kind: "turnFaceUp"; readonly permanent: ObjectId; readonly cost: string; readonly affordable: boolean }
  /** `text`: the ability's text, also for one an effect granted, which the printed card doesn't show (613.1f). */
  | {
      readonly kind: "activate";
      readonly source: ObjectId;
      readonly ability: AbilityKey;
      readonly text: string;
      readonly affordable: boolean;
      readonly hasTargets: boolean;
    }
  | ({ readonly kind: "activateMana" } & ManaAbilityOption);

export interface AttackOption {
  readonly attacker: ObjectId;
  /** The players it may attack (506.2, 802.3). */
  readonly defenders: readonly PlayerId[];
  /** 508.1b: the planeswalkers it may attack instead, each with its controller (one of `defenders`). */
  readonly planeswalkers: readonly { readonly planeswalker: ObjectId; readonly controller: PlayerId }[];
}

/**
 * 508.1b: one attacking creature and what it attacks: the player `defender`, or, with `planeswalker`, that
 * planeswalker, whose controller `defender` must be (the defending player, 508.5).
 */
export interface Attack {
  readonly attacker: ObjectId;
  readonly defender: PlayerId;
  readonly planeswalker?: ObjectId;
}
/**
 * `maxAttackers`: how many of `attackers` it may block (509.1a: "can block an additional creature", "any number of
 * creatures"), present when more than one; the answer then lists it once for each attacker it blocks.
 */
export interface BlockOption {
  readonly blocker: ObjectId;
  readonly attackers: readonly ObjectId[];
  readonly maxAttackers?: number;
}

/**
 * 509.1c: a blocking requirement: `blocker` must block one of `attackers` ("All creatures able to block [this] do so"
 * gives each creature able to block it one, naming that attacker).
 */
export interface BlockRequirement {
  readonly blocker: ObjectId;
  readonly attackers: readonly ObjectId[];
}

/** 702.51a: an untapped creature that may be tapped to pay for one generic mana or one mana of one of its colors (convoke). */
export interface ConvokeOption {
  readonly creature: ObjectId;
  readonly colors: readonly Color[];
}

/** One creature tapped for convoke, and the mana it pays for: one of its colors, or one generic mana. */
export interface ConvokeTap {
  readonly creature: ObjectId;
  readonly mana: Color | "generic";
}

/** A part of a total cost other than mana, as the payment prompt shows it. */
export interface CostPartOption {
  readonly index: number;
  readonly kind: CostPartKind;
  readonly text: string;
  readonly paid: boolean;
  /** Objects the player may choose from to pay it (permanents or cards in hand), when it asks for a choice. */
  readonly options: readonly ObjectId[];
  /** How many of `options` must be chosen. */
  readonly count: number;
  /** It can be paid now (enough resources, and 601.2h: library costs only after all others). */
  readonly payable: boolean;
}

/** One mana symbol that can be paid in more than one way (601.2b, 107.4e–f). */
export interface SymbolOption {
  readonly symbol: string;
  /** A color or "C" for that mana, "2" for the generic half of {2/W}, "life" for 2 life. */
  readonly options: readonly string[];
}

export interface CostChoice {
  readonly id: string;
  readonly text: string;
}

export type PromptBody =
  | { readonly kind: "priority"; readonly actions: readonly PriorityAction[] }
  | { readonly kind: "mulligan"; readonly handSize: number; readonly mulligans: number }
  | { readonly kind: "bottomCards"; readonly count: number; readonly options: readonly ObjectId[] }
  /** 601.2b, 700.2: choose modes; `available[i]` is false for a mode with no legal targets (700.2a). */
  | {
      readonly kind: "chooseModes";
      readonly object: ObjectId;
      readonly texts: readonly string[];
      readonly available: readonly boolean[];
      readonly min: number;
      readonly max: number;
      /** 702.42a: every mode may be chosen by paying the entwine cost. */
      readonly entwine: boolean;
    }
  /** 601.6a: which opponent makes a choice the spell gives to an opponent. */
  | { readonly kind: "chooseOpponent"; readonly object: ObjectId; readonly options: readonly PlayerId[]; readonly purpose: string }
  /** 702.47a: cards in hand that may be spliced onto the spell. */
  | { readonly kind: "chooseSplices"; readonly object: ObjectId; readonly options: readonly ObjectId[] }
  /** 601.2b: the mana cost or one alternative cost (118.9a), and any optional additional costs (118.8). */
  | {
      readonly kind: "chooseCosts";
      readonly object: ObjectId;
      readonly alternatives: readonly CostChoice[];
      /** Optional additional costs; `max` is how many times it may be paid (null: any number, multikicker). */
      readonly optional: readonly (CostChoice & { readonly max: number | null })[];
    }
  /** 107.3a: announce X. */
  | { readonly kind: "announceX"; readonly object: ObjectId; readonly max: number }
  /** 601.2b: how each hybrid or Phyrexian symbol will be paid. */
  | { readonly kind: "chooseManaSymbols"; readonly object: ObjectId; readonly symbols: readonly SymbolOption[] }
  | {
      readonly kind: "chooseTargets";
      readonly object: ObjectId;
      readonly requirement: number;
      readonly text: string;
      readonly min: number;
      /** null: any number. */
      readonly max: number | null;
      readonly options: readonly Target[];
    }
  /** 601.2d: divide `amount` among the targets, at least 1 each. */
  | { readonly kind: "divide"; readonly object: ObjectId; readonly amount: number; readonly targets: readonly Target[] }
  /** 601.2f, 118.7e: which half of a hybrid symbol a cost reduction reduces by. */
  | { readonly kind: "chooseReduction"; readonly object: ObjectId; readonly source: string; readonly symbol: SymbolOption }
  /** 601.2g–h: activate mana abilities (before paying anything), then pay each part of the total cost. */
  | {
      readonly kind: "payCosts";
      readonly object: ObjectId;
      /** Mana still to pay; null once it is paid. */
      readonly mana: ManaRequirement | null;
      readonly pool: ManaAmounts;
      /** Empty once any part of the cost has been paid (601.2g). */
      readonly manaAbilities: readonly ManaAbilityOption[];
      readonly parts: readonly CostPartOption[];
      /** The pool alone can pay the mana now. */
      readonly canPay: boolean;
      /** The engine found mana abilities (and creatures to tap for convoke) that, with the pool, pay the mana: the answer "autoPay" uses them. */
      readonly autoPay: boolean;
      /**
       * 702.51a: for a spell with convoke while its mana is unpaid, the creatures that may be tapped for part of it
       * (the answer "convoke"); absent otherwise.
       */
      readonly convoke?: readonly ConvokeOption[];
    }
  /** 118.12a: "… unless [player] pays [mana]": pay (activating mana abilities first, 608.2g) or decline. */
  | {
      readonly kind: "payUnless";
      readonly object: ObjectId;
      readonly text: string;
      readonly mana: ManaRequirement;
      readonly pool: ManaAmounts;
      readonly manaAbilities: readonly ManaAbilityOption[];
      readonly canPay: boolean;
      readonly autoPay: boolean;
    }
  /** 603.3b: the order in which the player's triggered abilities are put on the stack (the last one on top). */
  | { readonly kind: "orderTriggers"; readonly triggers: readonly { readonly source: ObjectId; readonly sourceCard: string; readonly text: string }[] }
  /**
   * 701.23: a card found in a library search (`null` answer: find nothing, 701.23b) — of another player's library when
   * `library` says whose; with `mustFind`, a search for a quantity of cards that must find one (701.23d).
   */
  | {
      readonly kind: "searchLibrary";
      readonly object: ObjectId;
      readonly options: readonly { readonly index: number; readonly name: string }[];
      readonly library?: PlayerId;
      readonly mustFind?: true;
    }
  /** A number chosen as an effect resolves (608.2d). */
  | { readonly kind: "chooseNumber"; readonly object: ObjectId; readonly text: string; readonly min: number; readonly max: number }
  | { readonly kind: "chooseColor"; readonly object: ObjectId; readonly text: string; readonly options: readonly Color[] }
  /** 608.2d: "choose a card name" — any card name the game knows. */
  | { readonly kind: "nameCard"; readonly object: ObjectId; readonly text: string; readonly options: readonly string[] }
  /** A choice among labelled options made as an effect resolves ("guess", "you may reveal"). */
  | { readonly kind: "chooseOption"; readonly object: ObjectId; readonly text: string; readonly options: readonly string[] }
  /** An object chosen as an effect resolves (a creature to sacrifice, a card to cast); `optional`: "decline" is allowed. */
  | { readonly kind: "chooseObject"; readonly object: ObjectId; readonly text: string; readonly options: readonly ObjectId[]; readonly optional: boolean }
  /** 701.34a: proliferate — any number of the permanents and players that have a counter (`options`), none included. */
  | { readonly kind: "proliferate"; readonly object: ObjectId; readonly options: readonly Target[] }
  | { readonly kind: "discard"; readonly count: number; readonly options: readonly ObjectId[] }
  | { readonly kind: "legendRule"; readonly name: string; readonly options: readonly ObjectId[] }
  /**
   * `mustAttack`: creatures that attack each combat if able (508.1d): each must be declared as an attacker. `costs`
   * (508.1h): the mana each creature attacking that player costs to attack; once attackers are declared, their total is
   * asked for with a payUnless prompt, and declining makes the declaration illegal: it is asked for again (508.1, 732.1).
   */
  | {
      readonly kind: "declareAttackers";
      readonly options: readonly AttackOption[];
      readonly mustAttack?: readonly ObjectId[];
      readonly costs?: readonly { readonly defender: PlayerId; readonly perAttacker: ManaRequirement }[];
    }
  /**
   * `menace`: attackers that can't be blocked except by two or more creatures (702.111b); `blockedByAtMostOne`:
   * attackers that can't be blocked by more than one creature (509.1b); `requirements` (509.1c): the declaration must
   * obey as many of them as it can without breaking a restriction (shared/blocks.ts counts them).
   */
  | {
      readonly kind: "declareBlockers";
      readonly options: readonly BlockOption[];
      readonly menace: readonly ObjectId[];
      readonly blockedByAtMostOne?: readonly ObjectId[];
      readonly requirements?: readonly BlockRequirement[];
    }
  /**
   * 510.1c: divide a blocked creature's damage among its blockers. With trample (702.19b–c), the rest may go to
   * `defender` once each blocker is assigned lethal damage (`lethal`, in the order of `blockers`) — or, when it
   * attacks a planeswalker, to `planeswalker` (the answer's `toPlayer` then goes to it, 702.19f).
   * With `blocking` (510.1d), `attacker` is a blocking creature dividing its damage among the attackers it blocks,
   * listed in `blockers` (the answer names them as `blocker`), and `defender` is null.
   */
  | {
      readonly kind: "assignCombatDamage";
      readonly attacker: ObjectId;
      readonly amount: number;
      readonly blockers: readonly ObjectId[];
      readonly lethal: readonly number[];
      readonly defender: PlayerId | null;
      readonly planeswalker?: ObjectId;
      readonly blocking?: true;
    };

export type PromptKind = PromptBody["kind"];

export type Prompt = PromptBody & {
  readonly id: number;
  readonly player: PlayerId;
  /** The player may answer "cancel": the action in progress is reversed (601.2, 732). */
  readonly cancellable: boolean;
};

export type Answer =
  | { readonly kind: "pass" }
  /** `face`: as the option listed it (PriorityAction); absent for a card's own face. */
  | { readonly kind: "playLand"; readonly card: ObjectId; readonly face?: FaceChoice }
  /** `faceDown`: cast it face down (702.37a), as the option listed it. */
  | { readonly kind: "cast"; readonly card: ObjectId; readonly face?: FaceChoice; readonly faceDown?: true }
  /** 702.37e: turn this face-down permanent face up. */
  | { readonly kind: "turnFaceUp"; readonly permanent: ObjectId }
  | { readonly kind: "activate"; readonly source: ObjectId; readonly ability: AbilityKey }
  | { readonly kind: "activateMana"; readonly source: ObjectId; readonly ability: AbilityKey; readonly mana?: ManaType }
  | { readonly kind: "keep" }
  | { readonly kind: "mulligan" }
  | { readonly kind: "cards"; readonly cards: readonly ObjectId[] }
  | { readonly kind: "modes"; readonly modes: readonly number[] }
  | { readonly kind: "player"; readonly player: PlayerId }
  | { readonly kind: "costs"; readonly alternative: string; readonly optional: Readonly<Record<string, number>> }
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "symbols"; readonly choices: readonly string[] }
  | { readonly kind: "targets"; readonly targets: readonly Target[] }
  | { readonly kind: "division"; readonly amounts: readonly number[] }
  /** Pay the mana from the pool; `mana` says which mana to spend, or the engine picks. */
  | { readonly kind: "pay"; readonly mana?: ManaAmounts }
  /** Pay one non-mana part of the cost, choosing the objects it needs. */
  | { readonly kind: "payPart"; readonly part: number; readonly choices: readonly ObjectId[] }
  | { readonly kind: "autoPay" }
  /** 702.51a, 601.2h: tap these creatures, each paying for one mana of the spell's cost (convoke). */
  | { readonly kind: "convoke"; readonly taps: readonly ConvokeTap[] }
  | { readonly kind: "decline" }
  | { readonly kind: "cancel" }
  | { readonly kind: "order"; readonly order: readonly number[] }
  | { readonly kind: "libraryCard"; readonly index: number | null }
  | { readonly kind: "color"; readonly color: Color }
  | { readonly kind: "name"; readonly name: string }
  | { readonly kind: "option"; readonly option: string }
  | { readonly kind: "choose"; readonly object: ObjectId }
  | { readonly kind: "proliferate"; readonly chosen: readonly Target[] }
  | { readonly kind: "attackers"; readonly attacks: readonly Attack[] }
  /** One entry for each creature blocked: a blocker that blocks more than one (BlockOption `maxAttackers`) is listed once for each. */
  | { readonly kind: "blockers"; readonly blocks: readonly { readonly blocker: ObjectId; readonly attacker: ObjectId }[] }
  /** `toPlayer`: the damage assigned to what the creature attacks, the player or the planeswalker (702.19b). */
  | { readonly kind: "damage"; readonly assignment: readonly { readonly blocker: ObjectId; readonly amount: number }[]; readonly toPlayer?: number };

export type AnswerKind = Answer["kind"];

/** The answer taking a priority option to cast a spell or play a land, with the face or half it names, if any, or face down. */
export function answerTaking(option: Extract<PriorityAction, { kind: "cast" | "playLand" }>): Answer {
  if (option.kind === "cast" && option.faceDown) return { kind: "cast", card: option.card, faceDown: true };
  return option.face === undefined ? { kind: option.kind, card: option.card } : { kind: option.kind, card: option.card, face: option.face };
}

/**
 * An answer as a client may write it: an Answer, except that an ability may also be named by its printed
 * index (AbilityRef, for compatibility: i means "p<i>"). The engine takes it in this form and keeps it as an Answer.
 */
export type AnswerInput =
  | Exclude<Answer, { readonly kind: "activate" | "activateMana" }>
  | { readonly kind: "activate"; readonly source: ObjectId; readonly ability: AbilityRef }
  | { readonly kind: "activateMana"; readonly source: ObjectId; readonly ability: AbilityRef; readonly mana?: ManaType };

/** What a person waiting on this prompt is told: "waiting for Bea to choose targets". */
export const PROMPT_ACTIVITY: Readonly<Record<PromptKind, string>> = {
  priority: "act or pass priority",
  mulligan: "keep or mulligan",
  bottomCards: "put cards on the bottom of their library",
  chooseModes: "choose modes",
  chooseOpponent: "choose an opponent",
  chooseSplices: "choose cards to splice",
  chooseCosts: "choose how to pay",
  announceX: "announce X",
  chooseManaSymbols: "choose how to pay mana symbols",
  chooseTargets: "choose targets",
  divide: "divide damage",
  chooseReduction: "apply a cost reduction",
  payCosts: "pay costs",
  payUnless: "decide whether to pay",
  orderTriggers: "order triggered abilities",
  searchLibrary: "search their library",
  chooseNumber: "choose a number",
  chooseColor: "choose a color",
  nameCard: "name a card",
  chooseOption: "choose",
  chooseObject: "choose",
  proliferate: "proliferate",
  discard: "discard cards",
  legendRule: "choose which legendary permanent to keep",
  declareAttackers: "declare attackers",
  declareBlockers: "declare blockers",
  assignCombatDamage: "assign combat damage",
};

/** A sane upper bound for announced numbers, so a typo can't create a billion tokens. */
export const MAX_ANNOUNCED_NUMBER = 1000;
