// The game state: plain, serializable, treated as immutable. Every engine call returns a new state
// that shares the parts it did not change with the old one (see draft.ts).

import type { Color, ManaAmounts } from "../../../shared/mana.ts";
import type {
  ActivatedAbility,
  CopiableValues,
  DelayedAbility,
  FaceIndex,
  Modification,
  ObjectFilter,
  TriggeredAbility,
} from "../../card-language/card-definition.ts";
import type { Prompt, Answer } from "../../../shared/prompt.ts";
import type { ProcedureCall } from "../procedure/procedure-call.ts";
import type { GameSeed, RngState } from "./rng.ts";

export { PHASE_OF, STEPS } from "../../../shared/game-types.ts";
export type { AbilityKey, Format, LeaveReason, MulliganRule, ObjectId, Phase, PlayerId, Step, Target } from "../../../shared/game-types.ts";
import type { AbilityKey, Format, LeaveReason, MulliganRule, ObjectId, PlayerId, Step, Target } from "../../../shared/game-types.ts";

export interface GameOptions {
  readonly format: Format;
  /** "london" is 103.5; "paris" is the seed's older rule: shuffle back and draw one card fewer. */
  readonly mulligan: MulliganRule;
  /** The seed's 300.3: pools empty only at the end of each phase and each unspent mana costs 1 life. */
  readonly manaBurn: boolean;
  /** 402.2: maximum hand size checked in the cleanup step. */
  readonly maxHandSize: number;
  readonly startingLife: number;
}

/** 730.1: the designations the game itself can have. */
export type DayNight = "day" | "night";

/** A card in a zone where it is not a permanent or a spell: hand, graveyard, exile. */
export interface CardObject {
  readonly id: ObjectId;
  readonly card: string;
  readonly owner: PlayerId;
  /** 715.3d: exiled as its Adventure resolved: this player may cast it (not as an Adventure) while it stays exiled. */
  readonly adventurer?: PlayerId;
  /**
   * 712.21c: it and the card with this id were one melded permanent until they left the battlefield together: an
   * effect that finds the new object that permanent became finds both cards.
   */
  readonly melded?: ObjectId;
  /** 607.2a: in exile, "exiled with" the permanent with this id (an ability of that object refers to it). */
  readonly exiledWith?: ObjectId;
  /** In a graveyard: the turn it was put there from the battlefield ("put there from the battlefield this turn"). */
  readonly fromBattlefieldOnTurn?: number;
}

/** The counters of a permanent or player that has none, shared by all of them (122.1). */
export const NO_COUNTERS: Readonly<Record<string, number>> = Object.freeze({});

export interface Permanent {
  readonly id: ObjectId;
  readonly card: string;
  readonly owner: PlayerId;
  /** 110.2: the player under whose control it entered the battlefield. Its controller now is the object view's (layer 2). */
  readonly enteredUnder: PlayerId;
  readonly tapped: boolean;
  /**
   * 302.6: the player who has controlled it continuously since turn `controlSince`, as noted at each check
   * (objects/control.ts). Only summoning sickness and 506.4 read these; its controller now is the object view's.
   */
  readonly continuousController: PlayerId;
  readonly controlSince: number;
  readonly damage: number;
  /** 120.2: the sources that dealt it damage in turn `turn` ("a creature dealt damage by [this] this turn"). */
  readonly damagedBy?: { readonly turn: number; readonly sources: readonly ObjectId[] };
  readonly counters: Readonly<Record<string, number>>;
  readonly attachedTo: ObjectId | null;
  /** 303.4, 702.5a: an Aura with "enchant player", attached to this player (`attachedTo` is then null). */
  readonly attachedToPlayer?: PlayerId;
  /** 613.7: order of timestamps among permanents and effects. */
  readonly timestamp: number;
  /** 702.112b: the renowned designation, kept until it leaves the battlefield (absent: not renowned). */
  readonly renowned?: boolean;
  /** 712.8d–f: the face up of a double-faced permanent: 1 for its back face; absent for its front face. */
  readonly face?: FaceIndex;
  /**
   * 110.5, 710: the flipped status. A flipped flip card has its alternative characteristics (710.2), and so has a flipped
   * permanent copying one (707.3); it stays flipped whatever it copies, until it leaves the battlefield (710.4).
   */
  readonly flipped?: true;
  /**
   * 712.4a: a melded permanent, one object represented by two cards: `card` and this one, the other card of its meld
   * pair (both owned by `owner`), with their back faces up (`face` 1) and combined (712.8g).
   */
  readonly melded?: string;
  /** 701.27f: the next object id when it last transformed: abilities with lower ids were on the stack before. */
  readonly transformedAt?: number;
  /** 708: a face-down permanent: a 2/2 creature with nothing else (708.2a, layer 1b); only its controller may look at it (708.5). */
  readonly faceDown?: true;
  /** 614.12: what was chosen as it entered ("as [this] enters, choose …"); absent when nothing was. */
  readonly chosen?: EntryChoices;
  /** 601.2a: the zone it was cast from, when it entered as a resolving permanent spell (608.3); absent otherwise. */
  readonly castFrom?: "hand" | "graveyard" | "exile";
}

/**
 * 614.12, 607.2d: the choices made as a permanent entered, for the abilities of `card` (the card, face or copied card
 * whose "as [this] enters" ability asked them): only that card's linked abilities read them.
 */
export interface EntryChoices {
  readonly card: string;
  readonly color?: Color;
  readonly creatureType?: string;
}

/** What was announced and chosen while a spell was cast or an ability activated or put on the stack (601.2b–d). */
export interface Choices {
  /** 700.2: the chosen modes, in the order written. */
  readonly modes: readonly number[];
  /** 601.6: the opponent who chose the modes ("An opponent chooses one"), whom "that player" then names; null otherwise. */
  readonly modeChooser: PlayerId | null;
  /** 107.3: the announced value of X (0 when there is none). */
  readonly x: number;
  /** The alternative cost paid instead of the mana cost (118.9), by id; "flashback" for 702.34. */
  readonly alternativeCost: string | null;
  /** 702.33d: how many times it was kicked. */
  readonly kicks: number;
  readonly entwined: boolean;
  readonly buyback: boolean;
  /** 702.47: the cards spliced onto it, whose rules text it has. */
  readonly splices: readonly string[];
  /** The chosen targets, one list per target slot (the main text's requirements, then each spliced card's). */
  readonly targets: readonly (readonly Target[])[];
  /** 601.2d: for each target slot with a division, the amount each of its targets gets. */
  readonly division: readonly (readonly number[])[];
  /**
   * 601.2h: the creatures sacrificed to pay its costs, as they last existed on the battlefield (608.2h: "the sacrificed
   * creature's power"). A copy uses the original's (707.10).
   */
  readonly sacrificed?: readonly { readonly card: string; readonly power: number }[];
}

export const NO_CHOICES: Choices = {
  modes: [],
  modeChooser: null,
  x: 0,
  alternativeCost: null,
  kicks: 0,
  entwined: false,
  buyback: false,
  splices: [],
  targets: [],
  division: [],
};

export interface Spell {
  readonly kind: "spell";
  readonly id: ObjectId;
  readonly card: string;
  readonly owner: PlayerId;
  readonly controller: PlayerId;
  /** False while the spell is being cast (601.2a–h); true once it has become cast (601.2i). */
  readonly cast: boolean;
  /**
   * 707.10: a copy of a spell, put on the stack rather than cast (`cast` stays false) and complete as it arrives. It is
   * no card (`card` names the card whose text it copied); owned by its controller, it ceases to exist off the stack (704.5e).
   */
  readonly copy?: true;
  /** The zone it was cast from (flashback spells are exiled when they leave the stack, 702.34a). */
  readonly from: "hand" | "graveyard" | "exile";
  /**
   * The face or half cast (712.11b, 709.3, 715.3): it has only that one's characteristics on the stack (712.8f,
   * 709.3b, 715.3b). Absent: the card's own — its front face, or a fused split card's halves combined (702.102b).
   */
  readonly face?: FaceIndex;
  /** 708.4, 702.37c: cast face down: a 2/2 creature spell with nothing else; it becomes a face-down permanent. */
  readonly faceDown?: true;
  readonly choices: Choices;
  /** 601.2h: the mana spent to cast it. A copy has none: mana isn't an object, and isn't copied (707.10). */
  readonly spent?: ManaAmounts;
}

export interface StackAbility {
  readonly kind: "ability";
  readonly id: ObjectId;
  readonly source: ObjectId;
  /** The source's card name, kept so the ability can be described after its source is gone (113.7a). */
  readonly sourceCard: string;
  /** The source's colors when the ability was created, used once the source has left its zone (113.7a, 608.2b). */
  readonly sourceColors: readonly Color[];
  readonly controller: PlayerId;
  /** The key of the ability it was created from, on its source (AbilityKey). */
  readonly ability: AbilityKey;
  /**
   * 602.2a, 113.7a: the text of that ability. The ability on the stack exists independently of its source: it
   * resolves as this says even if the source has left or lost the ability (a granted one whose effect ended).
   */
  readonly text: ActivatedAbility | TriggeredAbility | DelayedAbility;
  readonly triggered: boolean;
  /** False while it is being activated or put on the stack; true once that is complete. */
  readonly ready: boolean;
  readonly choices: Choices;
  /** What its trigger event was about: the spell cast, the creature blocked. */
  readonly subject: ObjectId | null;
  /** When the subject is a spell: its controller, which doesn't change on the stack ("that spell's controller", 113.7a). */
  readonly subjectController?: PlayerId;
  /** The player the trigger event was about ("that player": the player dealt damage). */
  readonly subjectPlayer?: PlayerId;
  /** 608.2h: a subject that has left the battlefield: its copiable values as it last existed there ("becomes a copy of that creature"). */
  readonly subjectCopiable?: CopiableValues;
  /** The amount of its trigger event ("that much", "that many": the life gained (119.9), the damage dealt). */
  readonly eventAmount?: number;
}

export type StackObject = Spell | StackAbility;

/** A continuous effect from a resolved spell or ability (611.2). */
export type ContinuousEffect = {
  readonly timestamp: number;
  readonly sourceCard: string;
  readonly controller: PlayerId;
} & (
  | {
      /** 611.2c: changes the characteristics of the objects it was locked to as it began, in their layers (613). */
      readonly kind: "characteristics";
      readonly affected: readonly ObjectId[];
      readonly modifications: readonly Modification[];
      /**
       * "indefinite": for as long as each object stays where it is (400.7); "untilYourNextTurn": until the effect's
       * controller's next turn begins, or would have begun if they left the game (800.4m); `whileSource`: for
       * as long as that permanent remains on the battlefield (611.2b; it ends as the permanent leaves) — and, with
       * `controlledBy`, for as long as that player controls it; with `enchanted`, for as long as it is enchanted (an Aura
       * is attached to it).
       */
      readonly duration:
        | "endOfTurn"
        | "indefinite"
        | "untilYourNextTurn"
        | { readonly whileSource: ObjectId; readonly controlledBy?: PlayerId; readonly enchanted?: true };
    }
  | {
      /** 601.3: "Your opponents can't cast spells this turn": the effect's controller's opponents. */
      readonly kind: "opponentsCantCast";
      readonly duration: "endOfTurn";
    }
  | {
      /** 615.12: "Damage can't be prevented this turn." */
      readonly kind: "damageUnpreventable";
      readonly duration: "endOfTurn";
    }
  | {
      /** 509.1b: "[Creature] can't block [attacker] this turn" (any attacker when `attacker` is null). */
      readonly kind: "cantBlock";
      readonly blocker: ObjectId;
      readonly attacker: ObjectId | null;
      readonly duration: "endOfTurn";
    }
  | {
      /**
       * "Creatures don't untap during [player]'s next untap step", or with `object`, "[it] doesn't untap during its
       * controller's next untap step" (`player`: its controller as the effect began).
       */
      readonly kind: "skipUntap";
      readonly player: PlayerId;
      readonly object?: ObjectId;
      readonly duration: "nextUntapStep";
    }
  | {
      /** 614, 615: a replacement or prevention effect of a resolved spell or ability, used up as it applies (615.7, 615.8, 701.19). */
      readonly kind: "shield";
      readonly shield: Shield;
      /** The object whose ability or spell created it (the player's choices in 616.1 name it). */
      readonly source: ObjectId;
      readonly text: string;
      readonly duration: "endOfTurn";
    }
);

/** What a shield from a resolved spell or ability watches for and does. */
export type Shield =
  /**
   * 615: prevents damage dealt to `to` (any player or permanent when null), by `from` while it still matches
   * `sources` (615.9), in combat only or not; `amount` is what is left to prevent (615.7), `once`: only the next
   * instance of damage (615.8).
   */
  | {
      readonly kind: "preventDamage";
      readonly to: Target | null;
      readonly from: ObjectId | null;
      readonly sources: ObjectFilter | null;
      readonly combatOnly: boolean;
      readonly amount: number | "all";
      readonly once: boolean;
      /** And damage dealt to permanents that match, as the damage would be dealt ("you and creatures you control"). */
      readonly toPermanents?: ObjectFilter;
    }
  /** 701.19a: the next time the permanent would be destroyed this turn, it is regenerated instead. */
  | { readonly kind: "regenerate"; readonly object: ObjectId }
  /** "If it would die this turn, exile it instead." */
  | { readonly kind: "exileIfWouldDie"; readonly object: ObjectId }
  /**
   * 614.9: a redirection: damage that would be dealt to `from` (combat damage only, by unblocked attacking creatures
   * only, as flagged) is dealt to the permanent `to` instead.
   */
  | { readonly kind: "redirectDamage"; readonly from: Target; readonly to: ObjectId; readonly combatOnly: boolean; readonly byUnblockedOnly: boolean }
  /**
   * 614.1c, 707.5: "The next time one or more [filter] enter the battlefield this turn, they enter as copies of the
   * chosen [permanent]": its copiable values as they enter, or as it last was (`values`, noted as the effect began).
   */
  | { readonly kind: "entersAsCopy"; readonly what: ObjectFilter; readonly of: ObjectId; readonly values: CopiableValues };

/** A triggered ability that has triggered and waits to be put on the stack (603.3). */
export interface PendingTrigger {
  readonly source: ObjectId;
  readonly sourceCard: string;
  /** The source's colors as it triggered (its last known information if it has left since). */
  readonly sourceColors: readonly Color[];
  readonly controller: PlayerId;
  /** The key of the ability that triggered, on its source (AbilityKey), and its text, kept whatever happens to the source (113.7a). */
  readonly ability: AbilityKey;
  readonly text: TriggeredAbility | DelayedAbility;
  readonly subject: ObjectId | null;
  readonly subjectController?: PlayerId;
  readonly subjectPlayer?: PlayerId;
  /** 608.2h: as on a stack ability. */
  readonly subjectCopiable?: CopiableValues;
  /** As on a stack ability. */
  readonly eventAmount?: number;
}

/** 603.7: a delayed triggered ability waiting for its moment: the pending trigger it becomes, and when. */
export interface DelayedTrigger extends PendingTrigger {
  readonly step: Step;
}

export interface PlayerState {
  readonly id: PlayerId;
  readonly name: string;
  readonly life: number;
  /** 122.1: counters on the player, by kind ("poison", 122.1f). */
  readonly counters: Readonly<Record<string, number>>;
  /** Card names, top of the library first. Cards in a library have no identity (400.7, hidden zone). */
  readonly library: readonly string[];
  readonly hand: readonly CardObject[];
  /** Oldest first; the last card is on top. */
  readonly graveyard: readonly CardObject[];
  readonly manaPool: ManaAmounts;
  readonly landsPlayed: number;
  /** The damage the player has been dealt this turn (702.54: bloodthirst asks whether an opponent was dealt any). */
  readonly damageThisTurn: number;
  /** The life the player has gained this turn ("if you gained life this turn", "the amount of life you gained this turn"). */
  readonly lifeGainedThisTurn: number;
  /** Number of the turn this player most recently began; 0 before their first turn (302.6). */
  readonly lastTurn: number;
  /** 704.5b: set when the player tried to draw from an empty library, cleared by the state-based action check. */
  readonly drewFromEmptyLibrary: boolean;
  readonly mulligans: number;
  readonly status: "playing" | "won" | "lost" | "draw";
}

export interface Attacker {
  readonly id: ObjectId;
  /** 508.5: the defending player: the player it attacks, or the controller of the planeswalker it attacks. */
  readonly defender: PlayerId;
  /**
   * 508.1b: the planeswalker it attacks; absent when it attacks the player. null once that planeswalker was removed
   * from combat (506.4c): it still attacks, but nothing, and deals no combat damage unless blocked.
   */
  readonly planeswalker?: ObjectId | null;
  /** 509.1h: an attacking creature stays blocked even if its blockers leave. */
  readonly blocked: boolean;
}
export interface Blocker {
  readonly id: ObjectId;
  readonly attacker: ObjectId;
}
export interface CombatState {
  /** Whether any creature was declared as an attacker, even if it has left combat since (508.8). */
  readonly attackersDeclared: boolean;
  readonly attackers: readonly Attacker[];
  readonly blockers: readonly Blocker[];
  /** Creatures that dealt combat damage in the first-strike damage step (510.4). */
  readonly dealtFirstStrikeDamage: readonly ObjectId[];
}

export interface TurnState {
  readonly number: number;
  readonly active: PlayerId;
  readonly step: Step;
}

export interface PriorityState {
  readonly player: PlayerId;
  /** The players who have passed in succession since the last action (117.4); a player who leaves is forgotten. */
  readonly passed: readonly PlayerId[];
}

export interface GameResult {
  readonly winners: readonly PlayerId[];
  readonly draw: boolean;
}

/** A procedure waiting for an answer; it is run again from `snapshot` with `transcript` to continue (procedure.ts). */
export interface Suspended {
  readonly call: ProcedureCall;
  readonly snapshot: GameState;
  readonly transcript: readonly TranscriptEntry[];
  /**
   * The sequence number of the first event not yet delivered when it suspended: run again from its snapshot,
   * the procedure emits the earlier ones again, with the same numbers, and they aren't delivered twice.
   */
  readonly delivered: number;
}
export type TranscriptEntry =
  | { readonly kind: "answer"; readonly answer: Answer }
  | { readonly kind: "left"; readonly player: PlayerId; readonly reason: LeaveReason };

export interface GameState {
  readonly options: GameOptions;
  readonly sandbox: boolean;
  /** Server-side only: never sent to clients, or the shuffles could be computed. */
  readonly seed: GameSeed;
  /** The generator's key and position in its stream (rng.ts). */
  readonly rng: RngState;
  readonly nextId: number;
  readonly nextTimestamp: number;
  /** The sequence number of the next event: every event the game emits has one, delivered once (kernel/draft.ts). */
  readonly eventSeq: number;
  readonly players: readonly PlayerState[];
  readonly startingPlayer: PlayerId;
  readonly turn: TurnState;
  readonly priority: PriorityState | null;
  /** In the order the permanents entered (an Equipment gets a later timestamp as it becomes attached, 613.7e). */
  readonly battlefield: readonly Permanent[];
  /** Bottom first; the last object is on top. */
  readonly stack: readonly StackObject[];
  readonly exile: readonly CardObject[];
  readonly effects: readonly ContinuousEffect[];
  readonly pendingTriggers: readonly PendingTrigger[];
  readonly delayedTriggers: readonly DelayedTrigger[];
  /** A token was put into a zone other than the battlefield since the last state-based action check (704.5d). */
  readonly strayTokens: boolean;
  /** Creatures dealt damage by a source with deathtouch since the last state-based action check (704.5h). */
  readonly deathtouched: readonly ObjectId[];
  /** The caster of each spell cast this turn, in order, and last turn ("if no spells were cast last turn"). */
  readonly spellsCastThisTurn: readonly PlayerId[];
  readonly spellsCastLastTurn: readonly PlayerId[];
  /** 730.1: the game's day or night designation; absent while it has neither (as every game starts). */
  readonly dayNight?: DayNight;
  /** 602.5b: activations this turn of abilities limited per turn, by "permanent id/ability key" (activationKey). */
  readonly activationsThisTurn: Readonly<Record<string, number>>;
  readonly combat: CombatState | null;
  readonly pending: Suspended | null;
  /** The one decision the game waits on; null only when the game is over. */
  readonly prompt: Prompt | null;
  readonly promptSeq: number;
  readonly result: GameResult | null;
}
