// Every change to a game is reported as a typed event. Events feed triggered abilities, the log
// (server/engine/log/log.ts) and clients' animations. Events may carry hidden identities (a drawn card's
// name); redacting them for each viewer is the job of the visibility rules (server/engine/objects/visibility.ts),
// not of the emitter. Clients receive ViewEvents: the same events with what they may not see nulled.

import type { LeaveReason, ObjectId, Phase, PlayerId, Step, Target, Zone } from "./game-types.ts";
import type { ManaAmounts } from "./mana.ts";

export type GameEvent =
  | { readonly type: "gameStarted"; readonly players: readonly string[]; readonly startingPlayer: PlayerId; readonly sandbox: boolean }
  | { readonly type: "shuffled"; readonly player: PlayerId }
  | { readonly type: "drew"; readonly player: PlayerId; readonly card: ObjectId; readonly name: string }
  | { readonly type: "drewFromEmptyLibrary"; readonly player: PlayerId }
  | { readonly type: "mulliganDeclared"; readonly player: PlayerId; readonly keep: boolean }
  | { readonly type: "mulliganTaken"; readonly player: PlayerId; readonly handSize: number }
  | { readonly type: "putOnBottom"; readonly player: PlayerId; readonly count: number; readonly cards: readonly ObjectId[]; readonly names: readonly string[] }
  | { readonly type: "turnBegan"; readonly turn: number; readonly player: PlayerId }
  /** 500.8: phases were added to the turn, directly after the current phase, in this order. */
  | { readonly type: "phasesAdded"; readonly phases: readonly Phase[] }
  /** 723.1: an effect ended the turn: the game skips to the cleanup step. */
  | { readonly type: "turnEnded"; readonly player: PlayerId; readonly by: string }
  /** `additional`: the step is in a phase an effect added to the turn (500.8). */
  | { readonly type: "stepBegan"; readonly step: Step; readonly phase: Phase; readonly additional?: true }
  | { readonly type: "untapped"; readonly objects: readonly ObjectId[] }
  | { readonly type: "passed"; readonly player: PlayerId }
  /** `fromHand`: the card's id where it was; `from`: "graveyard" for a land played from there (116.2a), absent from a hand. */
  | {
      readonly type: "landPlayed";
      readonly player: PlayerId;
      readonly fromHand: ObjectId;
      readonly permanent: ObjectId;
      readonly name: string;
      readonly from?: "graveyard";
    }
  /** 500.7: the player will take `count` extra turns after this one. */
  | { readonly type: "extraTurnsAdded"; readonly player: PlayerId; readonly count: number }
  /** `tapped`: by a mana ability with {T} in its cost: the source was tapped for mana (106.12). */
  | {
      readonly type: "manaAdded";
      readonly player: PlayerId;
      readonly source: ObjectId;
      readonly name: string;
      readonly mana: ManaAmounts;
      readonly tapped?: true;
    }
  | { readonly type: "manaSpent"; readonly player: PlayerId; readonly mana: ManaAmounts; readonly for: ObjectId }
  | { readonly type: "manaEmptied"; readonly player: PlayerId; readonly mana: ManaAmounts }
  | { readonly type: "manaBurn"; readonly player: PlayerId; readonly amount: number }
  | { readonly type: "tapped"; readonly object: ObjectId; readonly name: string }
  /** 601.2a: a card became the topmost object of the stack. */
  | {
      readonly type: "stackPushed";
      readonly object: ObjectId;
      readonly name: string;
      readonly controller: PlayerId;
      readonly kind: "spell" | "activatedAbility" | "triggeredAbility";
      readonly from: Zone | null;
      readonly fromId: ObjectId | null;
    }
  | {
      readonly type: "targetsChosen";
      readonly object: ObjectId;
      readonly name: string;
      readonly targets: readonly Target[];
      readonly targetNames: readonly string[];
    }
  | { readonly type: "spellCast"; readonly player: PlayerId; readonly object: ObjectId; readonly name: string }
  /** 707.10: a copy of the spell `original` was put on the stack (not cast) as `object`, under `player`'s control. */
  | { readonly type: "spellCopied"; readonly player: PlayerId; readonly object: ObjectId; readonly original: ObjectId; readonly name: string }
  /** 602.2: the ability is activated (its costs are paid); 603.3: a triggered ability was put on the stack. */
  | {
      readonly type: "abilityActivated";
      readonly player: PlayerId;
      readonly object: ObjectId;
      readonly source: ObjectId;
      readonly name: string;
      readonly text: string;
    }
  | {
      readonly type: "abilityTriggered";
      readonly player: PlayerId;
      readonly object: ObjectId;
      readonly source: ObjectId;
      readonly name: string;
      readonly text: string;
    }
  /** 601.2b announcements, for the log and for clients. */
  | { readonly type: "modesChosen"; readonly object: ObjectId; readonly name: string; readonly chooser: PlayerId; readonly modes: readonly string[] }
  | { readonly type: "spliced"; readonly object: ObjectId; readonly name: string; readonly cards: readonly string[] }
  | {
      readonly type: "costsAnnounced";
      readonly object: ObjectId;
      readonly name: string;
      readonly alternative: string | null;
      readonly kicks: number;
      readonly buyback: boolean;
      readonly entwined: boolean;
    }
  | { readonly type: "xAnnounced"; readonly object: ObjectId; readonly name: string; readonly x: number }
  | { readonly type: "damageDivided"; readonly object: ObjectId; readonly name: string; readonly amounts: readonly number[] }
  | { readonly type: "costPaid"; readonly player: PlayerId; readonly object: ObjectId; readonly text: string }
  /** A player looked at another player's hand: the names are for `viewer` only. */
  | { readonly type: "handLookedAt"; readonly viewer: PlayerId; readonly player: PlayerId; readonly names: readonly string[] }
  /**
   * Cards revealed to everyone: a hand (Liar's Pendulum), cards from a library (Spoils of the Vault), a card on its way
   * from another zone (Wheel of Sun and Moon).
   */
  | { readonly type: "revealed"; readonly player: PlayerId; readonly from: Zone; readonly names: readonly string[] }
  | { readonly type: "cardNamed"; readonly player: PlayerId; readonly name: string }
  | { readonly type: "optionChosen"; readonly player: PlayerId; readonly text: string; readonly option: string }
  /** 705: a coin flipped: what the player called, what came up, and whether they won the flip. */
  | { readonly type: "coinFlipped"; readonly player: PlayerId; readonly call: string; readonly result: string; readonly won: boolean }
  | { readonly type: "playerWon"; readonly player: PlayerId; readonly reason: string; readonly rule: string }
  /** 702.37e: a face-down permanent was turned face up for its morph cost `cost`: it is `name`, the same permanent (708.8). */
  | { readonly type: "turnedFaceUp"; readonly player: PlayerId; readonly object: ObjectId; readonly name: string; readonly cost: string }
  /** 708.9: a face-down spell or permanent revealed to all players as it left, as its owner left the game, or as the game ended. */
  | { readonly type: "faceDownRevealed"; readonly object: ObjectId; readonly name: string; readonly owner: PlayerId; readonly rule: string }
  /** 701.27a: a double-faced permanent turned over; it is the same object (712.18). */
  | { readonly type: "transformed"; readonly object: ObjectId; readonly name: string; readonly into: string }
  /** 710: a permanent flipped; `into`: its name now (the alternative one of a flip card). */
  | { readonly type: "flipped"; readonly object: ObjectId; readonly name: string; readonly into: string }
  /** 730.1: it became day or night (`rule`: what made it so: 702.145d, 702.145g, 730.2a, 730.2b). */
  | { readonly type: "dayNight"; readonly designation: "day" | "night"; readonly previous: "day" | "night" | null; readonly rule: string }
  | { readonly type: "colorChanged"; readonly object: ObjectId; readonly name: string; readonly colors: readonly string[] }
  /** 612.1: a text-changing effect began: every instance of the word `from` in its text is `to` now ("black", "Forest"). */
  | { readonly type: "textChanged"; readonly object: ObjectId; readonly name: string; readonly from: string; readonly to: string }
  /** 111.2, 701.7a; `copy`: a token that's a copy of the object named (707.2). */
  | { readonly type: "tokenCreated"; readonly name: string; readonly controller: PlayerId; readonly copy?: true }
  | { readonly type: "counterAdded"; readonly object: ObjectId; readonly name: string; readonly counter: string; readonly amount: number }
  /** 702.112b */
  | { readonly type: "becameRenowned"; readonly object: ObjectId; readonly name: string }
  /** 701.22a: how many of the cards looked at went on top and how many on the bottom. */
  | { readonly type: "scried"; readonly player: PlayerId; readonly top: number; readonly bottom: number }
  /** Counters removed from a permanent: paid as a cost, by an effect, or by damage to a planeswalker (120.3c). */
  | { readonly type: "counterRemoved"; readonly object: ObjectId; readonly name: string; readonly counter: string; readonly amount: number }
  /** 122.1: a player's counters of a kind changed ("poison", 122.1f). */
  | { readonly type: "playerCountersChanged"; readonly player: PlayerId; readonly counter: string; readonly from: number; readonly to: number }
  | { readonly type: "protectionGained"; readonly object: ObjectId; readonly name: string; readonly from: string }
  /** `rule`: 508.1h for a cost to attack; absent for "… unless [player] pays" (118.12a). */
  | {
      readonly type: "paymentOffered";
      readonly player: PlayerId;
      readonly object: ObjectId;
      readonly text: string;
      readonly paid: boolean;
      readonly rule?: string;
    }
  | { readonly type: "libraryCardFound"; readonly player: PlayerId; readonly name: string | null }
  /** 732.1: the action was reversed; the game is as it was before the proposal. */
  | {
      readonly type: "castReversed";
      readonly player: PlayerId;
      readonly name: string;
      readonly ability: boolean;
      /** A special action was reversed (702.37e: turning a face-down permanent face up); `name` says which. */
      readonly specialAction?: true;
      readonly reason: string;
      readonly rule: string;
    }
  | {
      readonly type: "stackRemoved";
      readonly object: ObjectId;
      readonly name: string;
      readonly reason: "resolved" | "countered" | "reversed" | "left" | "removed" | "returned";
      readonly rule?: string;
    }
  | { readonly type: "resolving"; readonly object: ObjectId; readonly name: string }
  /** 608.2b: the spell or ability does nothing because every target is illegal. */
  | { readonly type: "countered"; readonly object: ObjectId; readonly name: string; readonly reason: string; readonly rule: string }
  | {
      readonly type: "zoneChanged";
      readonly name: string;
      readonly owner: PlayerId;
      readonly from: Zone;
      readonly to: Zone;
      readonly oldId: ObjectId | null;
      readonly newId: ObjectId | null;
      /** Why, when a rule moved it: "704.5g lethal damage". */
      readonly reason?: string;
      readonly rule?: string;
      /** For a permanent leaving the battlefield: who controlled it (its last known information, 603.10a). */
      readonly controller?: PlayerId;
      /**
       * 712.21: which of the two cards of a melded permanent that left the battlefield (`oldId`) this is: one permanent
       * left (with the first card's event), two cards were put into the zone.
       */
      readonly meldedCard?: 1 | 2;
    }
  /** 603.6a: a permanent entered the battlefield. */
  | { readonly type: "permanentEntered"; readonly object: ObjectId; readonly name: string; readonly controller: PlayerId; readonly from: Zone | null }
  | { readonly type: "countersAnnihilated"; readonly object: ObjectId; readonly name: string; readonly amount: number; readonly rule: string }
  | { readonly type: "unattached"; readonly object: ObjectId; readonly name: string; readonly rule: string }
  /**
   * 704.5d: a token outside the battlefield; `object` is its id in `zone`, hidden from others when that zone is a hand,
   * and null in a library, where no card has an identity (400.7).
   */
  | {
      readonly type: "ceasedToExist";
      readonly object: ObjectId | null;
      readonly name: string;
      readonly owner: PlayerId;
      readonly zone: Zone;
      readonly rule: string;
    }
  | { readonly type: "attached"; readonly object: ObjectId; readonly name: string; readonly to: ObjectId; readonly toName: string }
  /** 303.4: an Aura with "enchant player" became attached to a player. */
  | { readonly type: "attachedToPlayer"; readonly object: ObjectId; readonly name: string; readonly player: PlayerId }
  | {
      readonly type: "damageDealt";
      readonly source: ObjectId;
      readonly sourceName: string;
      readonly target: Target;
      readonly targetName: string;
      readonly amount: number;
      readonly combat: boolean;
    }
  | {
      readonly type: "damagePrevented";
      readonly source: ObjectId;
      readonly sourceName: string;
      readonly target: Target;
      readonly targetName: string;
      readonly amount: number;
      readonly rule: string;
    }
  /** 614.6: an event was replaced (or, 615, prevented) by an effect; `source` names the card whose effect it was. */
  | { readonly type: "replaced"; readonly source: string; readonly effect: string; readonly event: string; readonly rule: string }
  /** 701.19a: a regenerated permanent: its damage removed, tapped, removed from combat. */
  | { readonly type: "regenerated"; readonly object: ObjectId; readonly name: string }
  /** "[Object] becomes a [type] in addition to its other types" (613.1d), or "an X/X [types] until end of turn". */
  | {
      readonly type: "became";
      readonly object: ObjectId;
      readonly name: string;
      readonly types: readonly string[];
      readonly power?: number;
      readonly toughness?: number;
      readonly untilEndOfTurn: boolean;
    }
  /** 707.4: a permanent became a copy of another while on the battlefield. */
  | { readonly type: "becameCopy"; readonly object: ObjectId; readonly name: string; readonly of: string }
  /** "[Object] gains [keywords] until end of turn" (613.1f). */
  | {
      readonly type: "keywordsGained";
      readonly object: ObjectId;
      readonly name: string;
      readonly keywords: readonly string[];
      readonly indefinite?: true;
      /** Other abilities gained, by their text ("When this creature dies, …"). */
      readonly abilities?: readonly string[];
    }
  /** 509.1b: "[Object] can't block this turn", "… can't be blocked this turn". */
  | {
      readonly type: "combatRestrictedThisTurn";
      readonly object: ObjectId;
      readonly name: string;
      readonly restriction: "cantBlock" | "cantBeBlocked";
      /** "… except by Spirits": the only creatures that may block it. */
      readonly exceptBy?: string;
    }
  /** "[Object] loses [keywords] until end of turn" (613.1f). */
  | { readonly type: "keywordsLost"; readonly object: ObjectId; readonly name: string; readonly keywords: readonly string[] }
  /** 613.1b: a permanent's controller changed (an effect took control of it, or one that did ended). */
  | { readonly type: "controlChanged"; readonly object: ObjectId; readonly name: string; readonly from: PlayerId; readonly to: PlayerId }
  | { readonly type: "lifeChanged"; readonly player: PlayerId; readonly from: number; readonly to: number }
  | {
      readonly type: "powerToughnessModified";
      readonly object: ObjectId;
      readonly name: string;
      readonly power: number;
      readonly toughness: number;
      /** Present when the change lasts until its controller's next turn rather than until end of turn. */
      readonly untilNextTurnOf?: PlayerId;
    }
  /** `rule`: why, when a rule or an effect made the player discard (514.1, 701.9). */
  /** `by`: the controller of the spell or ability that made the player discard (absent: a cost, or a rule such as 514.1). */
  | { readonly type: "discarded"; readonly player: PlayerId; readonly card: ObjectId; readonly name: string; readonly rule?: string; readonly by?: PlayerId }
  | {
      readonly type: "attackersDeclared";
      readonly player: PlayerId;
      /** `defender`: the player attacked, or (508.1b) the controller of `planeswalker`, the planeswalker attacked. */
      readonly attacks: readonly {
        readonly attacker: ObjectId;
        readonly name: string;
        readonly defender: PlayerId;
        readonly planeswalker?: ObjectId;
        readonly planeswalkerName?: string;
      }[];
    }
  | {
      readonly type: "blockersDeclared";
      readonly player: PlayerId;
      readonly blocks: readonly { readonly blocker: ObjectId; readonly name: string; readonly attacker: ObjectId; readonly attackerName: string }[];
    }
  | { readonly type: "cleanupDone"; readonly damageRemoved: number; readonly effectsEnded: number }
  | { readonly type: "playerLost"; readonly player: PlayerId; readonly reason: string; readonly rule: string }
  | { readonly type: "playerLeft"; readonly player: PlayerId; readonly reason: LeaveReason }
  | { readonly type: "gameOver"; readonly winners: readonly PlayerId[]; readonly draw: boolean };

export type GameEventType = GameEvent["type"];

/** An event with some fields replaced by null where the viewer may not see them. */
type Hiding<T extends GameEventType, K extends keyof Extract<GameEvent, { type: T }>> = Omit<Extract<GameEvent, { type: T }>, K> & {
  readonly [P in K]: Extract<GameEvent, { type: T }>[P] | null;
};

/** Events whose fields may be hidden from some viewers: cards in hands and libraries, and their ids. */
type WithHiddenParts = "drew" | "putOnBottom" | "handLookedAt" | "landPlayed" | "discarded" | "zoneChanged" | "ceasedToExist";

/** An event as one viewer receives it (a player or a spectator). Every GameEvent is a ViewEvent. */
export type ViewEvent =
  | Exclude<GameEvent, { type: WithHiddenParts }>
  | Hiding<"drew", "card" | "name">
  | Hiding<"putOnBottom", "cards" | "names">
  | Hiding<"handLookedAt", "names">
  | Hiding<"landPlayed", "fromHand">
  | Hiding<"discarded", "card">
  | Hiding<"zoneChanged", "name">
  | Hiding<"ceasedToExist", "object">;
