// Card definitions are typed data: what a card is (characteristics) and what it does (abilities, costs
// and effects, as descriptors the engine interprets). Card files in server/cards/ build them with the
// builders of card-dsl.ts; nothing here names a particular card.

import type { Color, ManaCost, ManaType } from "../../shared/mana.ts";
import type { AbilityKey, Phase, PlayerId, Step } from "../../shared/game-types.ts";

/** 300.1: the card types there are cards of (no battles: 310 isn't supported). */
export const CARD_TYPES = ["Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery"] as const;
export type CardType = (typeof CARD_TYPES)[number];
/** 205.4a: the supertypes supported (not world or ongoing). */
export const SUPERTYPES = ["Basic", "Legendary", "Snow"] as const;
export type Supertype = (typeof SUPERTYPES)[number];

/** 205.3i: the land types. */
export const LAND_TYPES: ReadonlySet<string> = new Set([
  "Cave",
  "Desert",
  "Forest",
  "Gate",
  "Island",
  "Lair",
  "Locus",
  "Mine",
  "Mountain",
  "Plains",
  "Planet",
  "Power-Plant",
  "Sphere",
  "Swamp",
  "Tower",
  "Town",
  "Urza's",
]);

export const BASIC_LAND_MANA: Readonly<Record<string, Color>> = {
  Plains: "W",
  Island: "U",
  Swamp: "B",
  Mountain: "R",
  Forest: "G",
};

/**
 * 702.16a, 702.11d: a quality protection or "hexproof from" names: a color, a card type ("protection from
 * creatures"), a subtype ("protection from Demons"), multicolored or monocolored, or everything (702.16j).
 */
export type Quality = Color | CardType | "multicolored" | "monocolored" | "everything" | { readonly subtype: string };

/** 702: keyword abilities. Protection and "hexproof from" name a quality; bloodthirst, renown and ward a number or cost. */
export type Keyword =
  | "Flying"
  | "Reach"
  | "First strike"
  | "Double strike"
  | "Trample"
  | "Vigilance"
  | "Haste"
  | "Deathtouch"
  | "Lifelink"
  | "Menace"
  | "Defender"
  | "Indestructible"
  | "Flash"
  | "Hexproof"
  | "Shroud"
  /** 702.14: landwalk, by the land type it names. */
  | "Plainswalk"
  | "Islandwalk"
  | "Swampwalk"
  | "Mountainwalk"
  | "Forestwalk"
  /** 702.36, 702.13: blocking restrictions. */
  | "Fear"
  | "Intimidate"
  /** 702.28: blocks and is blocked only by creatures with shadow. */
  | "Shadow"
  /** 702.25, 702.108, 702.83: triggered abilities (keyword-abilities.ts gives their text). */
  | "Flanking"
  | "Prowess"
  | "Exalted"
  /** 702.51: tapping creatures helps pay for the spell. */
  | "Convoke"
  /** 702.73: a characteristic-defining ability: "This object is every creature type" (everywhere, 604.3). */
  | "Changeling"
  /** 702.145: on the faces of double-faced cards, they transform as it becomes day or night (730). */
  | "Daybound"
  | "Nightbound"
  | { readonly protectionFrom: Quality }
  | { readonly hexproofFrom: Quality }
  /** 702.54a: "If an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters on it." */
  | { readonly bloodthirst: number }
  /** 702.112a: a triggered ability: N +1/+1 counters and the renowned designation. */
  | { readonly renown: number }
  /** 702.21a: a triggered ability: counter a spell or ability an opponent controls that targets it unless its controller pays. */
  | { readonly ward: ManaCost }
  /** 702.37a: the card may be cast face down for {3}; 702.37e: turned face up for this cost. */
  | { readonly morph: ManaCost };

// ---- Filters -------------------------------------------------------------------------------------

/** Which objects a filter accepts; every listed condition must hold. */
export interface ObjectFilter {
  /** At least one of these card types. */
  readonly types?: readonly CardType[];
  /** None of these card types ("noncreature", "nonartifact"). */
  readonly notTypes?: readonly CardType[];
  /** At least one of these supertypes ("a legendary card", "basic land"). */
  readonly supertypes?: readonly Supertype[];
  /** None of these supertypes ("nonbasic"). */
  readonly notSupertypes?: readonly Supertype[];
  /** 201.2: has this name ("named Relentless Rats"). */
  readonly name?: string;
  /** At least one of these subtypes ("Cleric", "Island"). */
  readonly subtypes?: readonly string[];
  /** None of these subtypes ("creatures other than Werewolves and Wolves"). */
  readonly notSubtypes?: readonly string[];
  /** At least one of these colors. */
  readonly colors?: readonly Color[];
  /** 105.2c: no color ("colorless creature"). */
  readonly colorless?: true;
  /** None of these colors ("nonblack"). */
  readonly notColors?: readonly Color[];
  /** Mana value equal to this number. */
  readonly manaValue?: number;
  /** Mana value at most this number ("with mana value 3 or less"). */
  readonly maxManaValue?: number;
  /** Power at most this number ("creature with power 2 or less"). */
  readonly maxPower?: number;
  /** Power at least this number ("creature with power 4 or greater"). */
  readonly minPower?: number;
  /** Mana value is even (Void Winnower). */
  readonly evenManaValue?: boolean;
  readonly controller?: "you" | "opponent";
  readonly untapped?: boolean;
  /** A tapped permanent ("target tapped creature"). */
  readonly tapped?: boolean;
  /** Shares a color with the spell being cast (Dream Halls' discard). */
  readonly sharesColorWithSpell?: boolean;
  /** At least one of these keyword abilities ("creatures with flying"). */
  readonly keywords?: readonly Keyword[];
  /** None of these keyword abilities ("a creature without flanking"). */
  readonly notKeywords?: readonly Keyword[];
  /** Matches at least one of these filters too ("Walls and/or creatures with flying"). */
  readonly anyOf?: readonly ObjectFilter[];
  /** Has at least one counter of this kind on it ("creature with a +1/+1 counter on it"). */
  readonly withCounter?: string;
  /**
   * 607.2d: "of the chosen type": has the creature type chosen as the ability's source entered (EntryChoice). Bound
   * to that type where the source's abilities apply; with none chosen, nothing matches.
   */
  readonly ofChosenType?: true;
  /**
   * 607.2d: "of the chosen color": has the color chosen as the ability's source entered (EntryChoice). Bound to that
   * color as the ability is activated; with none chosen, nothing matches.
   */
  readonly ofChosenColor?: true;
  /** 111.1: not a token ("nontoken creature"). */
  readonly nontoken?: boolean;
  /** 506.3: an attacking creature ("attacking creatures you control"). */
  readonly attacking?: boolean;
  /** 506.3, 509.1g: a blocking creature ("target blocking creature"). */
  readonly blocking?: boolean;
  /** 201.2: has this name ("a card named Llanowar Sentinel"). */
  readonly named?: string;
  /** 701.3: attached to a permanent ("target Aura that's attached to a permanent"). */
  readonly attachedToPermanent?: boolean;
  /** 508.1k: became an attacking creature this turn ("creatures that attacked this turn"). */
  readonly attackedThisTurn?: boolean;
}

// ---- Targets -------------------------------------------------------------------------------------

/** When a target requirement or an effect applies: a chosen mode, a paid optional cost (601.2c). */
export type Condition =
  | { readonly mode: number }
  | { readonly kicked: true }
  | { readonly notKicked: true }
  /** "If X is N or more" (107.3: the value announced for X). */
  | { readonly xAtLeast: number };

/** One instance of the word "target" (115, 601.2c). */
export interface TargetRequirement {
  /** The words on the card, for prompts and the log: "any target", "target creature". */
  readonly text: string;
  readonly min: number;
  /** null: "any number of targets". */
  readonly max: number | null;
  /** Which players are legal targets, if any. */
  readonly players: "any" | "opponent" | null;
  /** Which permanents are legal targets, if any. */
  readonly permanents: ObjectFilter | null;
  /** Which spells on the stack are legal targets, if any. */
  readonly spells: ObjectFilter | null;
  /** Which cards in their controller's own graveyard are legal targets, if any. */
  readonly cardsInYourGraveyard: ObjectFilter | null;
  /** Which cards in any graveyard are legal targets ("target creature card from a graveyard"), if any. */
  readonly cardsInGraveyards?: ObjectFilter;
  readonly when?: Condition;
  /** 601.2c, 107.3: "X target …": exactly X, the value announced for X (`min` and `max` apply only where X doesn't). */
  readonly countIsX?: true;
  /** "another target [permanent]" on a permanent's ability: not the ability's source itself. */
  readonly notSource?: boolean;
  /** "another target …": what was chosen for these earlier requirements (of the same text) can't be chosen again. */
  readonly distinctFrom?: readonly number[];
  /** "target [permanents] that player controls", after "An opponent chooses one": controlled by the opponent who chose (601.6). */
  readonly controlledByModeChooser?: true;
  /** 509.1h: "target creature blocking [this]": a creature blocking the ability's source. */
  readonly blockingSource?: true;
  /** 115.9a: "target spell with a single target": a spell for which one target was chosen, once. */
  readonly spellWithSingleTarget?: true;
  /** "target [permanents] that player controls", of a triggered ability: controlled by the player its trigger event names. */
  readonly controlledByThatPlayer?: true;
  /** 601.2c: "up to that many target …", of a triggered ability: at most the amount of its trigger event ("that much damage"). */
  readonly upToEventAmount?: true;
}

// ---- Amounts and references ---------------------------------------------------------------------

export type Amount =
  | number
  /** 107.3: the value announced for X. */
  | { readonly x: true }
  /** The mana value of the object chosen for a target, seen as it last existed (608.2h). */
  | { readonly manaValueOfTarget: number }
  /** "equal to its power": of the permanent chosen for a target, as it last existed on the battlefield (608.2h). */
  | { readonly powerOfTarget: number }
  /** "equal to its toughness": of the permanent chosen for a target, as it last existed on the battlefield (608.2h). */
  | { readonly toughnessOfTarget: number }
  /** The number of counters of a kind on the source. */
  | { readonly countersOnSource: string }
  /** "that many": the amount of the event a replacement effect replaced (614.1a), or of a triggered ability's trigger event ("that much"). */
  | { readonly eventAmount: true }
  /** "the sacrificed creature's power": of the creature sacrificed to pay the cost, as it last existed (608.2h). */
  | { readonly sacrificedPower: true }
  /** "its power", "equal to [this]'s power": of the source, as it is now or last existed on the battlefield (608.2h). */
  | { readonly sourcePower: true }
  /** "for each creature blocking it": the creatures blocking the source now (509.1h). */
  | { readonly creaturesBlockingSource: true }
  /** "the total power of the sacrificed creatures": of all those sacrificed to pay the costs, as they last existed (608.2h). */
  | { readonly sacrificedTotalPower: true }
  /** "the number of cards in [player]'s hand", or with `fewerThan`, "[one] for each card fewer than N in their hand". */
  | { readonly cardsInHand: PlayerRef; readonly fewerThan?: number }
  /**
   * "the number of [permanents that match]" ("Mountains you control": "you" is the effect's controller), counted as it
   * applies; with `controlledBy` "thatPlayer", those each player the effect applies to controls, counted for that player
   * ("Each player loses 1 life for each creature they control"); `times`: "N for each [permanent]".
   */
  | { readonly count: ObjectFilter; readonly controlledBy?: "thatPlayer"; readonly times?: number }
  /** "for each [card] [exiled] this way": how many objects the instruction these effects follow acted on. */
  | { readonly thisWay: true }
  /** "the highest mana value among [permanents that match] you control" (0 with none). */
  | { readonly highestManaValue: ObjectFilter }
  /** "where X is your life total" (the effect's controller's, as the effect applies). */
  | { readonly yourLifeTotal: true }
  /** "the amount of life you gained this turn" (the effect's controller). */
  | { readonly lifeGainedThisTurn: true }
  /** "half [player]'s library, rounded down" (107.1a: the effect says how to round). */
  | { readonly halfLibrary: PlayerRef }
  /** "its toughness": of the object the trigger event was about, as it is now or as it last existed (608.2h). */
  | { readonly toughnessOfSubject: true }
  /** "for each card in your graveyard": the number of cards in the player's graveyard. */
  | { readonly cardsInGraveyard: PlayerRef };

export type ObjectRef =
  | { readonly target: number }
  | { readonly self: true }
  /** "enchanted creature", "equipped creature" in an ability of an Aura or Equipment: what the source is attached to (113.7a: was, if it left). */
  | { readonly attachedToSource: true }
  /** "each [permanent that matches]", seen as the effect applies ("you" in the filter: the effect's controller). */
  | EachPermanent
  /**
   * What the trigger event was about: the spell cast ("that spell"), the creature blocked ("that creature"), the card a
   * creature became as it died ("that card"); in an effect's `then`, the new object the effect made ("that card").
   */
  | { readonly triggerSubject: true }
  /** "enchanted creature", "equipped creature": the permanent the source is attached to. */
  | { readonly attachedToSource: true };

export type PlayerRef =
  | { readonly you: true }
  /** "each player", in APNAP order (101.4). */
  | { readonly each: true }
  /** "each opponent" or "each other player" (the same in a game without teams, 102.3), in APNAP order (101.4). */
  | { readonly eachOpponent: true }
  /** "that spell's controller", "that creature's controller": of the spell or creature the trigger event was about. */
  | { readonly controllerOfSubject: true }
  /** "that player" of "whenever [this] deals combat damage to a player": the player the trigger event was about. */
  | { readonly subjectPlayer: true }
  /** "that player" of "at the beginning of each opponent's upkeep": the player whose turn it is. */
  | { readonly activePlayer: true }
  | { readonly target: number }
  /** The controller of the object chosen for a target, or its last controller (608.2h). */
  | { readonly controllerOfTarget: number }
  /** "that player or that planeswalker's controller": the player chosen for a target, or the (last) controller of the object chosen. */
  | { readonly playerOrControllerOfTarget: number }
  /** "that player", after "An opponent chooses one": the opponent who chose the modes (601.6). */
  | { readonly modeChooser: true };

/** 608.2d: "Choose a [permanent that matches] on the battlefield": chosen by the effect's controller as it applies (not a target). */
export interface ChosenPermanent {
  readonly chosen: ObjectFilter;
  /** The words on the card: "Choose a nonlegendary creature on the battlefield." */
  readonly text: string;
}

/** "each [permanent that matches] [that player controls]": the permanents an effect applies to one by one, seen as it applies. */
export interface EachPermanent {
  readonly each: ObjectFilter;
  readonly controlledBy?: PlayerRef;
  /** "… [that player] owns" (108.3). */
  readonly ownedBy?: PlayerRef;
  /** "other [permanents]": not the source of the effect. */
  readonly other?: boolean;
}

/** What counters are put on or removed from: permanents (ObjectRef) or players (PlayerRef); a target may be either. */
export type CounterRecipient = ObjectRef | PlayerRef;

// ---- Costs ---------------------------------------------------------------------------------------

/** Parts of a cost other than mana (118). Each is paid once, for one thing only (118.10). */
export type CostPart =
  | { readonly kind: "tapSelf" }
  | { readonly kind: "untapSelf" }
  | { readonly kind: "payLife"; readonly amount: number }
  | { readonly kind: "sacrificeSelf" }
  /** "Exile [this]" as a cost (118.3: the permanent must be there to exile). */
  | { readonly kind: "exileSelf" }
  /** `other`: "sacrifice another [filter]", not the ability's source; `all`: "sacrifice all [permanents that match]" (`count` unused), zero included. */
  | { readonly kind: "sacrifice"; readonly filter: ObjectFilter; readonly count: number; readonly text: string; readonly other?: true; readonly all?: true }
  | { readonly kind: "discard"; readonly filter: ObjectFilter; readonly count: number; readonly text: string }
  | { readonly kind: "exileFromHand"; readonly filter: ObjectFilter; readonly count: number; readonly text: string }
  | { readonly kind: "returnToHand"; readonly filter: ObjectFilter; readonly count: number; readonly text: string }
  | { readonly kind: "tapUntapped"; readonly filter: ObjectFilter; readonly count: number; readonly text: string }
  /** "Remove N [kind] counters from this"; "X" is announced (107.3), as with −X loyalty costs (606.4). */
  | { readonly kind: "removeCountersFromSelf"; readonly counter: string; readonly count: number | "X" }
  /** "Put N [kind] counters on this" (a [+N] loyalty cost, 606.4). */
  | { readonly kind: "putCountersOnSelf"; readonly counter: string; readonly count: number }
  /** Moves cards from the library to a public zone: paid after every other part (601.2h). */
  | { readonly kind: "exileTopOfLibrary"; readonly count: number };

/** What a player may be asked to do as an effect applies, worded and chosen as a cost part is (118.12). */
export type PlayerAction = Extract<CostPart, { kind: "discard" | "sacrifice" | "sacrificeSelf" }>;

export interface Cost {
  /** null: no mana in this cost. */
  readonly mana: ManaCost | null;
  readonly parts: readonly CostPart[];
  readonly text: string;
}

export interface AlternativeCost {
  readonly id: string;
  /** The words on the card: "pay 1 life and exile a blue card from your hand". */
  readonly text: string;
  readonly cost: Cost;
}

/** The costs a card lists besides its mana cost (118.8, 118.9, 702). */
export interface CardCosts {
  /** Costs that may be paid rather than the mana cost (118.9). */
  readonly alternative: readonly AlternativeCost[];
  /** A mandatory additional cost ("As an additional cost to cast this spell, …", 118.8). */
  readonly additional: Cost | null;
  /** 702.33: kicker; `multi` for multikicker (702.33c). */
  readonly kicker: { readonly cost: Cost; readonly multi: boolean } | null;
  /** 702.42: choosing all modes for this additional cost. */
  readonly entwine: Cost | null;
  /** 702.27: return to its owner's hand as it resolves. */
  readonly buyback: Cost | null;
  /** 702.34: cast from the graveyard for this alternative cost, then exiled. */
  readonly flashback: Cost | null;
  /** 702.47: splice onto spells with this subtype, for this additional cost. */
  readonly splice: { readonly onto: string; readonly cost: Cost } | null;
}

// ---- Effects -------------------------------------------------------------------------------------

export type Effect =
  /** To what was chosen for a target (players or objects); `split` spreads the amount over all of them. */
  (
    | {
        readonly kind: "dealDamage";
        readonly amount: Amount;
        readonly to: { readonly target: number } | EachPermanent;
        readonly split?: "divided" | "evenly";
        /** "A creature dealt damage this way …": done for each creature it dealt damage to, that creature the subject. */
        readonly toEachCreatureDealtDamage?: readonly Effect[];
        /** 615.12: "the damage can't be prevented [if X is 5 or more]". */
        readonly cantBePrevented?: Condition;
      }
    | { readonly kind: "drawCards"; readonly amount: Amount; readonly player: PlayerRef }
    /** "may draw up to N cards": each affected player chooses how many (608.2d). */
    | { readonly kind: "drawUpTo"; readonly amount: number; readonly player: PlayerRef }
    | { readonly kind: "gainLife"; readonly amount: Amount; readonly player: PlayerRef }
    | { readonly kind: "loseLife"; readonly amount: Amount; readonly player: PlayerRef }
    | {
        readonly kind: "modifyPowerToughness";
        readonly power: number;
        readonly toughness: number;
        readonly object: ObjectRef;
        /** "until end of turn", or "until your next turn" (the spell's or ability's controller's, 800.4m). */
        readonly duration: "endOfTurn" | "untilYourNextTurn";
        /** "… for each [thing]": power and toughness times this amount, counted once as the effect applies (608.2h). */
        readonly forEach?: Amount;
      }
    /** 701.6: counter a spell (or an ability, 701.6b); with `unlessPays`, its controller may pay that much to stop it (118.12a). */
    | { readonly kind: "counter"; readonly spell: ObjectRef; readonly unlessPays?: ManaCost }
    /** "Put N [kind] counters on [object]" (122.1). */
    /** 702.112b: "[it] becomes renowned". */
    | { readonly kind: "becomeRenowned"; readonly object: ObjectRef }
    /** 701.22a: "Scry N". */
    | { readonly kind: "scry"; readonly amount: number }
    /** 701.13a: "[Player] mills N cards". */
    | { readonly kind: "mill"; readonly amount: Amount; readonly player: PlayerRef }
    /**
     * "[Player] exiles the top N cards of their library. If two or more of those cards have the same name, repeat this
     * process."
     */
    | { readonly kind: "exileTopRepeatingWhileNamesShared"; readonly amount: number; readonly player: PlayerRef }
    /** "If [player] has [at least / at most] N cards in hand, [effects]", checked as the effect applies. */
    | { readonly kind: "ifHandSize"; readonly player: PlayerRef; readonly atLeast?: number; readonly atMost?: number; readonly then: readonly Effect[] }
    /**
     * "If [condition], [effects]" as the effect applies ("If a creature died this turn, …"), and `otherwise`: what happens
     * if it doesn't hold ("You gain 4 life. If …, you gain 8 life instead").
     */
    | { readonly kind: "ifCondition"; readonly condition: TriggerCondition; readonly then: readonly Effect[]; readonly otherwise?: readonly Effect[] }
    /** "[effects] if {G} was spent to cast this spell" (601.2h): a copy of the spell had no mana spent on it (707.10). */
    | { readonly kind: "ifSpentToCast"; readonly mana: ManaType; readonly then: readonly Effect[] }
    /** 701.14a: "[object] fights [object]": each deals damage equal to its power to the other. */
    | { readonly kind: "fight"; readonly object: ObjectRef; readonly other: ObjectRef }
    /** "[Creature] deals damage equal to its power to [creature]" (not a fight: only one deals damage). */
    | { readonly kind: "damageEqualToPower"; readonly object: ObjectRef; readonly to: ObjectRef }
    /** "If there are N or more [filter] cards in your graveyard, [effects]" (spell mastery, 207.2c), checked as it resolves. */
    | { readonly kind: "ifCardsInYourGraveyard"; readonly filter: ObjectFilter; readonly atLeast: number; readonly then: readonly Effect[] }
    | { readonly kind: "returnToHand"; readonly object: ObjectRef }
    /** "Put [permanent] on the bottom of its owner's library." */
    | { readonly kind: "putOnLibraryBottom"; readonly object: ObjectRef }
    /** "Exile [player]'s graveyard": every card in it. */
    | { readonly kind: "exileGraveyard"; readonly player: PlayerRef }
    /** "Put [permanent, or card from a graveyard] on top of its owner's library." */
    | { readonly kind: "putOnLibraryTop"; readonly object: ObjectRef }
    /**
     * 701.8; `noRegeneration`: "It can't be regenerated" (701.19c); `ifPutIntoGraveyard`: "If that [permanent] is put into
     * a graveyard this way, [effects]".
     */
    | { readonly kind: "destroy"; readonly object: ObjectRef; readonly noRegeneration?: boolean; readonly ifPutIntoGraveyard?: readonly Effect[] }
    /**
     * "Exile [object]": `linked`, "exiled with [this]" (607.2a: another ability of the source refers to it); `then`:
     * effects on the card it becomes in exile ("… At the beginning of the next end step, return that card …").
     */
    | { readonly kind: "exile"; readonly object: ObjectRef; readonly linked?: boolean; readonly then?: readonly Effect[] }
    /**
     * "Exile that card" (a card in a graveyard), `linked` as for "exile"; `then`: "If you do, …", performed when it was
     * exiled, with the card in exile as the subject.
     */
    | { readonly kind: "exileCard"; readonly card: ObjectRef; readonly linked: boolean; readonly then: readonly Effect[] }
    /** "Return each other card exiled with [this] to its owner's graveyard" (607.2a): all but the subject. */
    | { readonly kind: "returnOtherLinkedToGraveyard" }
    /** "Return that card to the battlefield under [its owner's / your] control [with N counters on it]": from a graveyard or exile. */
    | {
        readonly kind: "returnToBattlefield";
        readonly card: ObjectRef;
        readonly under: "owner" | "you";
        readonly counters?: Readonly<Record<string, number>>;
        /** "… to the battlefield tapped". */
        readonly tapped?: true;
      }
    /**
     * 701.42a: "exile them, then meld them into [the combined face]": the source and a creature named `with` its
     * controller owns and controls are exiled, then put onto the battlefield as one permanent, their back faces up.
     */
    | { readonly kind: "meld"; readonly with: string }
    | { readonly kind: "tap"; readonly object: ObjectRef }
    /** 701.26: "You may tap or untap [object]": its controller chooses tapping, untapping or neither as it resolves (608.2d). */
    | { readonly kind: "mayTapOrUntap"; readonly object: ObjectRef }
    /** 509.1b: "[Object] can't block [attacker] this turn" (without `attacker`: can't block this turn). */
    | { readonly kind: "cantBlockThisTurn"; readonly object: ObjectRef; readonly attacker?: ObjectRef }
    | { readonly kind: "untap"; readonly object: ObjectRef }
    /**
     * 613.1b: "Gain control of [object] [until end of turn / for as long as [this] remains on the battlefield / for as long
     * as you control [this]]" (no duration: indefinitely, 611.2a); the spell's or ability's controller gains it.
     */
    | {
        readonly kind: "gainControl";
        readonly object: ObjectRef;
        /** "whileEnchanted": "for as long as that creature is enchanted" (611.2b). */
        readonly duration: "endOfTurn" | "indefinite" | "whileSourceRemains" | "whileYouControlSource" | "whileEnchanted";
        /** "Target opponent gains control of [it]": that player, rather than the effect's controller (indefinitely only). */
        readonly to?: PlayerRef;
      }
    /**
     * "[Object] becomes a [subtype] in addition to its other types" (613.1d, indefinitely), or "… becomes an X/X
     * Construct artifact creature until end of turn" (with power and toughness, 613.4b): one effect in two layers (613.6).
     */
    | {
        readonly kind: "becomes";
        readonly object: ObjectRef;
        readonly types: readonly CardType[];
        readonly subtypes: readonly string[];
        readonly powerToughness?: { readonly power: Amount; readonly toughness: Amount };
        /** "… a 2/1 blue Faerie creature …": it becomes these colors (613.1e), its other colors gone. */
        readonly colors?: readonly Color[];
        /** "… with flying" (613.1f). */
        readonly keywords?: readonly Keyword[];
        /** "… with '{B}: Regenerate this creature'" (613.1f): abilities it has, keyed `g…` (AbilityKey). */
        readonly abilities?: readonly Ability[];
        /** `whileSourceRemains`: "for as long as [this] remains on the battlefield" (611.2b). */
        readonly duration: "endOfTurn" | "indefinite" | "whileSourceRemains";
      }
    /**
     * 707.4: "[Object] becomes a copy of [another object][, except it has this ability][ until end of turn]": a copy
     * effect on a permanent already on the battlefield (no enters or leaves abilities trigger; noncopy effects stay).
     * What it copies may be chosen as the effect applies (608.2d: "Choose a nonlegendary creature on the battlefield").
     */
    | {
        readonly kind: "becomeCopy";
        readonly object: ObjectRef;
        readonly of: ObjectRef | ChosenPermanent;
        readonly keepThisAbility: boolean;
        /** 707.9: the copy effect's other exceptions ("except it doesn't copy that creature's color"). */
        readonly except?: readonly CopyException[];
        readonly duration?: "endOfTurn";
      }
    /**
     * 614.1c, 707.5: "The next time one or more [permanents that match] enter the battlefield this turn, they enter as
     * copies of [object]" (a replacement effect of the resolved spell, used up by that event).
     */
    | { readonly kind: "nextEntersAsCopy"; readonly what: ObjectFilter; readonly of: ObjectRef; readonly text: string }
    /** 701.12a, b: "Exchange control of [the two objects]": all of it or nothing. */
    | { readonly kind: "exchangeControl"; readonly objects: ObjectRef }
    /** "[Object] gains [keywords] until end of turn" (613.1f). */
    | { readonly kind: "tapAll"; readonly filter: ObjectFilter }
    /** 509.1b: "[object] can't be blocked this turn" (for "can't block this turn", `cantBlockThisTurn`). */
    | {
        readonly kind: "combatRestrictionThisTurn";
        readonly object: ObjectRef;
        readonly restriction: "cantBeBlocked";
        /** "… can't be blocked this turn except by Spirits": only creatures that match may block it (`text`: "Spirits"). */
        readonly exceptBy?: { readonly blockers: ObjectFilter; readonly text: string };
      }
    /** "Creatures don't untap during target player's next untap step." */
    | { readonly kind: "skipNextUntap"; readonly player: PlayerRef }
    /** "[Permanents] don't untap during [their] controller's next untap step" (502.3): each as its controller is now. */
    | { readonly kind: "doesntUntapNext"; readonly object: ObjectRef }
    /** "Add {G}" (to the controller), or "[player] adds {G}{G}" ("its controller adds an additional {G}{G}"). */
    | { readonly kind: "addMana"; readonly mana: readonly ManaType[]; readonly player?: PlayerRef }
    /** 111.2: "[player] creates [tokens]": under the control of `player` ("Its controller creates …"), else the effect's controller. */
    | { readonly kind: "createTokens"; readonly count: Amount; readonly token: string; readonly player?: PlayerRef }
    /**
     * 707.2, 111.3: "Create [N] token[s] that's a copy of [object]": each token's copiable values are the object's (707.8a:
     * a copy of a double-faced permanent is a double-faced token with the same face up).
     */
    | { readonly kind: "createTokenCopies"; readonly count: Amount; readonly of: ObjectRef }
    /**
     * 607.2a, 707.2: "Create a token that's a copy of a card exiled with [this]" (one of its controller's choice if there
     * are several), then `then` with each token created as "it" (the subject).
     */
    | { readonly kind: "createTokenCopyOfLinkedCard"; readonly then: readonly Effect[] }
    /** 701.23: search the library for a card, put it onto the battlefield [tapped], then shuffle. */
    | { readonly kind: "searchLibraryToBattlefield"; readonly filter: ObjectFilter; readonly tapped?: true }
    /** 701.9b: "[player] discards N cards at random". */
    | { readonly kind: "discardAtRandom"; readonly amount: number; readonly player: PlayerRef }
    | { readonly kind: "lookAtHand"; readonly player: PlayerRef }
    /**
     * 701.24: "[Player] shuffles [their hand and] their graveyard into their library" — with `self`, "Shuffle [this] and
     * your graveyard into their owner's library": every card at once, then one shuffle.
     */
    | { readonly kind: "shuffleIntoLibrary"; readonly player: PlayerRef; readonly hand: boolean; readonly self: boolean }
    /** "Exile [this spell]" as it resolves: it goes to exile rather than its owner's graveyard (608.2n). */
    | { readonly kind: "exileThisSpell" }
    | { readonly kind: "returnFromGraveyardToHand"; readonly card: ObjectRef }
    /** 702.6a: attach this Equipment to the target. */
    | { readonly kind: "attachSelf"; readonly to: ObjectRef }
    /** 701.21a: "sacrifice [this]" — if it is still on the battlefield under its controller's control. */
    | { readonly kind: "sacrificeSelf" }
    /** 118.12: "Sacrifice [this]. If you do, [effects]." */
    | { readonly kind: "sacrificeSelfThen"; readonly then: readonly Effect[] }
    /** "gains protection from the color of your choice until end of turn" (608.2d: chosen on resolution). */
    | { readonly kind: "gainProtectionFromChosenColor"; readonly object: ObjectRef }
    /**
     * 701.10e: "Double the number of each kind of counter on [permanent]": as many of each kind as it has are put on it;
     * with `counter`, "double the number of [kind] counters on [permanent]": that kind only.
     */
    | { readonly kind: "doubleCounters"; readonly object: ObjectRef; readonly counter?: string }
    /** 701.34a: "proliferate": its controller chooses any number of permanents and players with counters. */
    | { readonly kind: "proliferate" }
    /** 122.6: "put N [kind] counters on [permanents or players]" (on a permanent, an event replacement effects may modify). */
    | { readonly kind: "putCounters"; readonly counter: string; readonly amount: Amount; readonly on: CounterRecipient }
    /** "remove N [kind] counters from [permanents or players]" (as many as there are, if fewer). */
    | { readonly kind: "removeCounters"; readonly counter: string; readonly amount: Amount; readonly from: CounterRecipient }
    /** 701.26b: "untap [permanents]". */
    /** "[permanents] gain [keywords] until end of turn" (613.1f). */
    /** "[permanents] gain [keywords] until end of turn", or with `indefinite`, "[it] gains [keywords]" (611.2a). */
    | { readonly kind: "gainKeywords"; readonly keywords: readonly Keyword[]; readonly object: ObjectRef; readonly indefinite?: true }
    /** 613.1f: "[object] gains '[ability]' until end of turn": abilities it has, keyed `g…` (AbilityKey). */
    | { readonly kind: "gainAbilities"; readonly abilities: readonly Ability[]; readonly object: ObjectRef }
    /** "[permanents] lose [keywords] until end of turn" (613.1f). */
    | { readonly kind: "loseKeywords"; readonly keywords: readonly Keyword[]; readonly object: ObjectRef }
    /** 701.13: "[player] mills N cards". */
    /** 701.9: "[player] discards N cards" (of their choice). */
    | { readonly kind: "discard"; readonly amount: number; readonly player: PlayerRef }
    /** 701.23: "Search your library for a card [that matches], then shuffle and put that card on top." */
    | { readonly kind: "searchLibraryToTop"; readonly filter: ObjectFilter }
    /** "Put all [filter] cards from all graveyards onto the battlefield under your control." */
    | { readonly kind: "graveyardsToBattlefield"; readonly filter: ObjectFilter }
    /** 608.2h: "Destroy all [filter]": the characteristics named, checked as the effect applies. */
    | { readonly kind: "destroyAll"; readonly filter: ObjectFilter; readonly noRegeneration?: boolean }
    /**
     * "[Each player / Target player] sacrifices a [filter]": choices in APNAP order, then all at once (608.2e). `other`:
     * "a creature other than [this]"; `ifCant`: "If you can't, [effects]" — performed for a player with nothing to sacrifice.
     */
    | {
        readonly kind: "sacrifice";
        readonly players: "each" | PlayerRef;
        readonly filter: ObjectFilter;
        readonly text: string;
        readonly other?: true;
        readonly ifCant?: readonly Effect[];
      }
    /**
     * "Choose land or nonland and reveal cards from the top of your library until you reveal a card of the chosen kind.
     * Put that card into your hand and put all other cards revealed this way on the bottom of your library in any order."
     */
    | { readonly kind: "revealUntilLandOrNonland" }
    /** Spoils of the Vault: name a card, reveal until it appears, keep it, exile the rest, 1 life each. */
    | { readonly kind: "revealUntilNamed" }
    /** Liar's Pendulum: name a card; the target opponent guesses; you may reveal your hand; if you do and they were wrong, draw. */
    | { readonly kind: "guessNamedCard"; readonly opponent: PlayerRef }
    /**
     * "Counter target spell. If that spell is countered this way, put it [on top of its owner's library / into its
     * owner's hand] instead of into that player's graveyard" (608.2c, read as a whole).
     */
    | { readonly kind: "counterInstead"; readonly spell: ObjectRef; readonly to: "libraryTop" | "hand" }
    /** 608.2g: "You may cast a spell with mana value X or less from your hand without paying its mana cost." */
    | { readonly kind: "castFromHandFree"; readonly maxManaValue: Amount }
    /**
     * 303.4f: "Put [an Aura card from your hand / target Aura card from a graveyard] onto the battlefield [under your
     * control] attached to [this / a creature you control]": not cast, it enchants what the player putting it chooses
     * as it enters, which it must be able to enchant; with nothing such, it stays where it is (303.4g).
     */
    | {
        readonly kind: "putAuraOntoBattlefield";
        readonly aura: { readonly target: number } | "fromYourHand";
        readonly attachTo: { readonly self: true } | ChosenPermanent;
        readonly optional: boolean;
      }
    /** 701.3: "Attach [Aura] to another permanent it can enchant": chosen as the effect applies (608.2d). */
    | { readonly kind: "attachToAnother"; readonly object: ObjectRef }
    /**
     * "Return to your hand all [filter] cards in your graveyard [that were put there from the battlefield this turn]":
     * all at once, as the effect applies.
     */
    | { readonly kind: "returnAllFromGraveyardToHand"; readonly filter: ObjectFilter; readonly fromBattlefieldThisTurn?: true }
    /** 608.2n, 701.24: "Shuffle [this spell] into its owner's library": it leaves the stack as it resolves. */
    | { readonly kind: "shuffleSelfIntoLibrary" }
    /** 701.10d: "Double [player]'s life total": they gain (or lose) life so that it becomes twice what it was. */
    | { readonly kind: "doubleLifeTotal"; readonly player: PlayerRef }
    /**
     * "[Players] may put a [filter] card from [their] hand onto the battlefield": each chooses one or none in APNAP order,
     * knowing the earlier choices (608.2e); then they enter together.
     */
    | { readonly kind: "putFromHand"; readonly players: PlayerRef; readonly filter: ObjectFilter; readonly text: string }
    /** 118.12: "you may pay [mana]. If you do, [effects]." */
    | { readonly kind: "mayPay"; readonly mana: ManaCost; readonly then: readonly Effect[] }
    /**
     * 701.23: "Search your library [and/or graveyard] for a [filter] card [with mana value X or less], [reveal it, ]put it
     * into your hand, then shuffle" (without `reveal`: not revealed; with `orGraveyard`, a card taken from the graveyard
     * ends the search and the library is shuffled only if searched).
     */
    | {
        readonly kind: "searchLibraryToHand";
        readonly filter: ObjectFilter;
        readonly reveal: boolean;
        readonly orGraveyard?: true;
        readonly maxManaValue?: Amount;
      }
    /**
     * Warp World: "Each player shuffles all permanents they own into their library, then reveals that many cards from the
     * top of their library. Each player puts all artifact, creature, and land cards revealed this way onto the
     * battlefield, then does the same for enchantment cards, then puts all cards revealed this way that weren't put onto
     * the battlefield on the bottom of their library."
     */
    | { readonly kind: "reshufflePermanents" }
    /** 500.7: "[player] takes N extra turns after this one": added directly after this turn, before any added earlier. */
    | { readonly kind: "extraTurns"; readonly player: PlayerRef; readonly count: number }
    /** 104.2b: "you win the game". */
    | { readonly kind: "winGame" }
    /** 104.3e: "[player] loses the game". */
    | { readonly kind: "loseGame"; readonly player: PlayerRef }
    /** 500.8: "After this main phase, there is an additional [phase] followed by …" (nothing outside a main phase). */
    | { readonly kind: "addPhasesAfterThisMainPhase"; readonly phases: readonly Phase[] }
    /** 723.1: "End the turn." */
    | { readonly kind: "endTheTurn" }
    /**
     * 705: "Flip a coin. If you [win / lose] the flip, [effects]": the effect's controller calls it (705.1); whoever calls
     * it wins if the result is the one called (705.2), each result equally likely (705.3).
     */
    | { readonly kind: "flipCoin"; readonly ifWin: readonly Effect[]; readonly ifLose: readonly Effect[] }
    /**
     * 118.12: "[effects] unless [you / that player] [do this]": the player (`player`, the effect's controller if none) may
     * do it as the effect applies; if they don't (or can't), the effects happen. "Discard [N] [filter] card[s]",
     * "sacrifice a [filter]".
     */
    | { readonly kind: "unless"; readonly action: PlayerAction; readonly effects: readonly Effect[]; readonly player?: PlayerRef }
    /**
     * 603.5, 608.2c: "you may [do this]. If you do, [effects]": the effect's controller may do it as the effect applies;
     * the effects happen only if they did (one who can't doesn't). "Discard a card", "sacrifice [this / another creature]".
     */
    | { readonly kind: "ifYouDo"; readonly action: PlayerAction; readonly then: readonly Effect[] }
    /**
     * "[Player] returns a [filter] [they control] to its owner's hand": each such player chooses one as it applies
     * (608.2d, in APNAP order, 608.2e); not targeted.
     */
    | { readonly kind: "returnChosenPermanent"; readonly players: PlayerRef; readonly filter: ObjectFilter; readonly text: string }
    /** "[Object] becomes [color]" (613.1e). */
    | { readonly kind: "becomeColor"; readonly object: ObjectRef; readonly color: Color }
    /**
     * 612.1: "Change the text of [object] by replacing all instances of one [color word / basic land type] with another"
     * (indefinitely): the kind of word (among `words`), the word replaced and the new one are chosen as it resolves (608.2d).
     */
    | { readonly kind: "changeText"; readonly object: ObjectRef; readonly words: readonly TextWord[] }
    /** Have the source deal damage to players (not targets): "[this] deals 2 damage to that spell's controller". */
    | { readonly kind: "damagePlayers"; readonly amount: Amount; readonly players: PlayerRef }
    /** 601.3: "Your opponents can't cast spells this turn." */
    | { readonly kind: "opponentsCantCastThisTurn" }
    /** 615.12: "Damage can't be prevented this turn." */
    | { readonly kind: "damageCantBePrevented" }
    /** 615: "Prevent all combat damage that would be dealt this turn." */
    /**
     * 615.1a: "Prevent all combat damage that would be dealt this turn[ by {filter} sources][ to {filter} permanents]", each
     * in `text`'s words.
     */
    | {
        readonly kind: "preventAllCombatDamage";
        readonly by?: { readonly sources: ObjectFilter; readonly text: string };
        readonly to?: { readonly permanents: ObjectFilter; readonly text: string };
      }
    /**
     * 614.9: "All combat damage that would be dealt to you by unblocked creatures this turn is dealt to [this] instead": a
     * redirection of the rest of the turn (to the source, while it is a creature on the battlefield).
     */
    | { readonly kind: "redirectCombatDamageFromUnblockedToSource" }
    /** 615.1a: "Prevent all damage that [filter] sources would deal this turn" (`text`: the sources in the card's words). */
    | { readonly kind: "preventAllDamageBy"; readonly sources: ObjectFilter; readonly text: string }
    /** 615.8, 615.9, 609.7a: "The next time a [filter] source of your choice would deal damage to you this turn, prevent that damage." */
    | { readonly kind: "preventNextDamageFromChosenSource"; readonly sources: ObjectFilter }
    /** 615.1a: "Prevent all damage that would be dealt to you and [permanents that match] this turn." */
    | { readonly kind: "preventAllDamageToYouAnd"; readonly permanents: ObjectFilter; readonly text: string }
    /** 615.7: "Prevent the next N damage that would be dealt to [object or player] this turn." */
    | { readonly kind: "preventNextDamage"; readonly amount: number; readonly to: { readonly target: number } }
    /** 701.19: "Regenerate [permanent]": a shield replacing its next destruction this turn. */
    | { readonly kind: "regenerate"; readonly object: ObjectRef }
    /** 614.1a: "Until end of turn, if [player] would draw a card, instead that player skips that draw and [effects]". */
    | { readonly kind: "replaceDrawsThisTurn"; readonly player: PlayerRef; readonly instead: readonly Effect[] }
    /** 701.19c: "[it] can't be regenerated this turn": regeneration shields don't apply to it. */
    | { readonly kind: "cantBeRegenerated"; readonly object: ObjectRef }
    /** "If [object] would die this turn, exile it instead." */
    | { readonly kind: "exileIfWouldDie"; readonly object: ObjectRef }
    /**
     * "Any player may [do one of these]. If a player does either, [effects]": offered in APNAP order until a
     * player does one (Worms of the Earth).
     */
    | { readonly kind: "anyPlayerMay"; readonly text: string; readonly options: readonly PlayerOption[]; readonly then: readonly Effect[] }
    /** 603.5, 608.2d: "you may [effects]": the controller chooses as it resolves. */
    | { readonly kind: "optional"; readonly text: string; readonly effects: readonly Effect[] }
    /** "Return a [filter] card from your graveyard to your hand" (chosen as it resolves, not targeted). */
    | { readonly kind: "returnChosenFromGraveyard"; readonly filter: ObjectFilter; readonly text: string }
    /** 710: "flip [this]": it has its alternative characteristics from then on (710.2), one way only (710.4). */
    | { readonly kind: "flip"; readonly object: ObjectRef }
    /**
     * 701.27: "transform [this]": turn the double-faced permanent over (712.18: the same object). Nothing happens to
     * a permanent that isn't a double-faced card (701.27c), and 701.27f: an ability of the permanent transforms it
     * only if it hasn't transformed since the ability was put on the stack.
     */
    | { readonly kind: "transform"; readonly object: ObjectRef }
    /**
     * "Look at the top card of your library. You may reveal that card. If a [filter] card is revealed this way, [effects]."
     */
    | { readonly kind: "lookAtTopMayReveal"; readonly filter: ObjectFilter; readonly then: readonly Effect[] }
    /**
     * "Look at the top N cards of your library[. You may reveal a [`take`] card from among them and put it into your
     * hand]. Put [them back / the rest on the bottom of your library] in any order."
     */
    | {
        readonly kind: "lookAtTop";
        readonly amount: number;
        readonly take?: ObjectFilter;
        /** "Put [two] of them into your hand": that many of the cards, any of them, not revealed. */
        readonly takeExactly?: number;
        /** "bottomRandom": "on the bottom of your library in a random order"; "graveyard": "the rest into your graveyard". */
        readonly rest: "top" | "bottom" | "bottomRandom" | "graveyard";
      }
    /**
     * "Look at the top N cards of your library. Put one of those cards into your hand, one on top of your library, and
     * one on the bottom of your library": N is the number of destinations.
     */
    | { readonly kind: "lookAtTopAndDistribute"; readonly destinations: readonly ("hand" | "top" | "bottom")[] }
    /**
     * "[Player] reveals their hand" (`reveal`) or "Look at [player]'s hand", then "[you] choose N [filter] cards from it"
     * and "that player discards that card" (701.9b) or "Put them on top of that player's library in any order".
     */
    | {
        readonly kind: "chooseFromHand";
        readonly player: PlayerRef;
        readonly count: number;
        readonly filter: ObjectFilter;
        readonly reveal: boolean;
        readonly action: "discard" | "libraryTop";
      }
    /**
     * "[Player] puts the cards from their hand on top of their library. Search that player's library for that many cards.
     * The player puts those cards into their hand, then shuffles." (701.23d)
     */
    | { readonly kind: "handOnTopThenSearch"; readonly player: PlayerRef }
    /** 701.20a: "[Player] reveals the top card of their library." */
    | { readonly kind: "revealTop"; readonly player: PlayerRef }
    /** 115.7a: "Change the target of [a spell with a single target]": the effect's controller changes it, if another is legal. */
    | { readonly kind: "changeTarget"; readonly spell: ObjectRef }
    /** 701.24: "[Player] shuffles their graveyard into their library." */
    | { readonly kind: "shuffleGraveyardIntoLibrary"; readonly player: PlayerRef }
    /** 603.7a: create the card's delayed triggered ability (`ability`, the key of a printed one: "p1"), to trigger at the next `step`. */
    | { readonly kind: "createDelayedTrigger"; readonly step: Step; readonly ability: AbilityKey }
    /**
     * 707.10: "Copy [spell] [, except …]. You may choose new targets for the copy." The copy is put on the stack under the
     * controller's control with the spell's choices (707.10c: each target kept or changed to a legal one when `newTargets`).
     */
    | { readonly kind: "copySpell"; readonly spell: ObjectRef; readonly newTargets: boolean; readonly except: readonly CopyException[] }
    /**
     * 707.10e: "Create [a token], then copy [spell]. The copy targets that token.": each of the copy's targets is the
     * token — one of the tokens created, of the copy's controller's choice, when a replacement effect created more — and
     * no copy is created if it isn't a legal target for each.
     */
    | { readonly kind: "createTokenThenCopyTargetingIt"; readonly token: string; readonly spell: ObjectRef }
  ) & { readonly when?: Condition };

/** Something a player may choose to do for an "any player may" effect. */
export type PlayerOption =
  /** `all`: "sacrifice all [permanents that match]" (`count` unused): every one, however many, zero included. */
  | { readonly kind: "sacrifice"; readonly filter: ObjectFilter; readonly count: number; readonly text: string; readonly all?: true }
  /** Have the source deal this much damage to that player. */
  | { readonly kind: "takeDamage"; readonly amount: number; readonly text: string };

// ---- Abilities -----------------------------------------------------------------------------------

/**
 * 613.1: what a continuous effect does to the characteristics of the objects it affects, one change per
 * layer or sublayer (an effect may make several, each applied in its own layer, 613.6).
 */
/** 612.2: the kinds of words a text-changing effect replaces, each only where it is used as such a word. */
export type TextWord = "color" | "basicLandType";

/** 612.1: one text-changing effect's replacement: every instance of the word `from` (a color, a basic land type) becomes `to`. */
export interface TextChange {
  readonly word: TextWord;
  readonly from: string;
  readonly to: string;
}

export type Modification =
  /**
   * Layer 1 (613.2a, 707.2): the object's copiable values become `values` — the printed values of a card, with the
   * exceptions of the copy effects that made them (707.9); counters, status and other effects stay its own.
   */
  | { readonly kind: "copy"; readonly values: CopiableValues }
  /**
   * Layer 2: control changes to the controller of the effect's source (or the effect's controller) — or, for an
   * exchange of control (701.12b), to `player`, set as the effect begins.
   */
  | { readonly kind: "gainControl"; readonly player?: PlayerId }
  /** Layer 3 (613.1c, 612): a text-changing effect; abilities effects grant keep their words (612.3). */
  | ({ readonly kind: "changeText" } & TextChange)
  /** Layer 4: adds card types and subtypes (and supertypes: "legendary and snow in addition to its other types"). */
  | { readonly kind: "addTypes"; readonly types: readonly CardType[]; readonly subtypes: readonly string[]; readonly supertypes?: readonly Supertype[] }
  /**
   * Layer 4, 607.2d: "[this] is the chosen type in addition to its other types": the creature type chosen as the
   * source entered (EntryChoice); none chosen, none added.
   */
  | { readonly kind: "addChosenType" }
  /**
   * Layer 4, 305.7: the land's land types become these basic land types; it loses the abilities of its rules text
   * and old land types, and has the mana ability of each new one.
   */
  | { readonly kind: "setLandTypes"; readonly subtypes: readonly string[] }
  /** Layer 7a, 604.3: a characteristic-defining ability: power and toughness each equal the number of the controller's permanents that match. */
  | { readonly kind: "powerToughnessFromCount"; readonly filter: ObjectFilter }
  /**
   * Layer 7a, 604.3: a characteristic-defining ability: power equal to the number of cards of these types in the
   * controller's graveyard (toughness printed).
   */
  | { readonly kind: "powerFromCardsInYourGraveyard"; readonly types: readonly CardType[] }
  /** Layer 7a, 604.3: a characteristic-defining ability: power and toughness each equal the controller's life total. */
  | { readonly kind: "powerToughnessFromLife" }
  /**
   * Layer 7a, 604.3: a characteristic-defining ability: power equal to the number of card types among cards in all
   * graveyards, and toughness equal to that number plus `toughnessPlus`.
   */
  | { readonly kind: "powerToughnessFromGraveyardCardTypes"; readonly toughnessPlus: number }
  /**
   * Layer 4: "[this] has the creature types of the last creature card exiled with [this]. It's still a [keep]" (607.2a:
   * the cards its linked ability exiled), as long as one of them is a creature card: its creature types become those.
   */
  | { readonly kind: "creatureTypesOfLinkedCard"; readonly keep: readonly string[] }
  /** Layer 7b: "[this] has the power and toughness of the last creature card exiled with [this]", as long as there is one. */
  | { readonly kind: "powerToughnessOfLinkedCard" }
  /** Layer 5: the object becomes exactly these colors. */
  | { readonly kind: "setColors"; readonly colors: readonly Color[] }
  /** Layer 6: the object has these keyword abilities too. */
  | { readonly kind: "addKeywords"; readonly keywords: readonly Keyword[] }
  /** Layer 6, 607.2d: "[this] has protection from the chosen color": the color chosen as the source entered; none chosen, no protection. */
  | { readonly kind: "protectionFromChosenColor" }
  /** Layer 6: the object loses these keyword abilities. */
  | { readonly kind: "loseKeywords"; readonly keywords: readonly Keyword[] }
  /**
   * Layer 6: the object has these abilities too ("enchanted creature has '{T}: …'"), keyed `g…` (AbilityKey).
   * A static ability granted this way applies only where a rule reads the object's own abilities (combat restrictions).
   */
  | { readonly kind: "addAbilities"; readonly abilities: readonly Ability[] }
  /** Layer 6: the object loses all its abilities, those printed and those granted so far (Humility-style). */
  | { readonly kind: "loseAllAbilities" }
  /** Layer 7b: power and toughness become these values. */
  | { readonly kind: "setPowerToughness"; readonly power: number; readonly toughness: number }
  /** Layer 7b: power and toughness each become the object's mana value ("… with power and toughness each equal to its mana value"). */
  | { readonly kind: "powerToughnessFromManaValue" }
  /** Layer 7c: "+1/+1 for each other creature on the battlefield that shares at least one creature type with it" (205.3m). */
  | { readonly kind: "plusPerCreatureSharingType" }
  /** Layer 7c: power and toughness change by these amounts. */
  | { readonly kind: "modifyPowerToughness"; readonly power: number; readonly toughness: number }
  /**
   * Layer 7c: "gets +1/+1 for each [permanent that matches]", counted on the battlefield as the layer applies ("you" in
   * the filter: the source's controller); `other`: not the source itself.
   */
  | { readonly kind: "modifyPowerToughnessForEach"; readonly power: number; readonly toughness: number; readonly count: ObjectFilter; readonly other: boolean }
  /** Layer 7a, 604.3: power and toughness each equal to the number of cards that match in all graveyards. */
  | { readonly kind: "powerToughnessFromCardsInGraveyards"; readonly filter: ObjectFilter }
  /** Layer 7d: power and toughness are switched. */
  | { readonly kind: "switchPowerToughness" };

/**
 * 707.9: what a copy effect changes as part of the copying ("except it's an enchantment in addition to its other types",
 * "except that the copy is red", "except it's 7/7", "except it has this ability", "and has changeling"): applied in
 * layer 1 with the copy. 707.9c: "except it doesn't copy that creature's color": the copy keeps the colors it had.
 */
export type CopyException = CopyModification | { readonly kind: "retainColors" };

/** The modifications a copy effect may make as part of the copying (707.9b), also made by other continuous effects. */
export type CopyModification = Extract<Modification, { readonly kind: "addTypes" | "setColors" | "setPowerToughness" | "addAbilities" | "addKeywords" }>;

/**
 * What an "enter as a copy" replacement effect does besides copying: the copy's exceptions (707.9), an additional
 * effect (707.9e: "except it enters with X additional +1/+1 counters on it" — undone by a copy effect applied after it),
 * and exceptions that apply only if the copy is what `filter` says, judged without them (707.9f: "if it's a creature").
 */
export type EnterCopyException =
  | CopyException
  | { readonly kind: "withCounters"; readonly counter: string; readonly amount: number | "X" }
  | { readonly kind: "ifCopyIs"; readonly filter: ObjectFilter; readonly then: readonly EnterCopyException[] };

/**
 * 707.2, 707.3: copiable values: those printed on `card`, as modified by the copy effects that made them (a copy of a
 * copy copies the copied values, exceptions included). A card's own copiable values are its printed ones.
 */
export interface CopiableValues {
  readonly card: string;
  /** The face or half they are of, for a spell cast as one (709.3, 712.11, 715.3) or a face up (712.8d–f). */
  readonly face?: FaceIndex;
  /**
   * 707.8a: a token created as a copy of a double-faced permanent has both faces of `card`: the one up is the token's
   * own (`face` on the permanent), and it can transform.
   */
  readonly doubleFaced?: true;
  /** 708.2, 707.2: they are a face-down object's — a 2/2 creature with nothing else — whatever `card` is. */
  readonly faceDown?: true;
  readonly except: readonly CopyException[];
}

/** Which objects a static ability's continuous effect applies to, seen from the ability's source (611.3a: checked continuously). */
export type Affects =
  | { readonly kind: "self" }
  /** The object the source (an Aura, an Equipment) is attached to: "enchanted creature", "equipped creature". */
  | { readonly kind: "attached" }
  /** The permanents that match; "you" in the filter is the source's controller; `other` leaves the source out. */
  | { readonly kind: "permanents"; readonly filter: ObjectFilter; readonly other: boolean }
  /** Every object: permanents, spells, and cards in every other zone ("all cards that aren't on the battlefield, spells, and permanents"). */
  | { readonly kind: "allObjects" };

/** 508.1c: what lets a creature with "can't attack unless …" attack. */
export type AttackCondition =
  /** "there are N or more [permanents that match] on the battlefield" */
  | { readonly onBattlefield: ObjectFilter; readonly atLeast: number }
  /** "defending player controls a [permanent that matches]" */
  | { readonly defenderControls: ObjectFilter }
  /** "an opponent has been dealt damage this turn" */
  | { readonly opponentDealtDamageThisTurn: true };

/**
 * 611.3a: what an "as long as …" static ability asks of the game, from its source and that source's controller: facts of
 * the game state that no continuous effect changes, so the effect's existence depends on no other effect (613.8).
 */
export type StaticCondition =
  /** "as long as it's your turn" (the source's controller is the active player, 102.1). */
  | { readonly yourTurn: true }
  /** "as long as it's attacking" (506.3). */
  | { readonly sourceAttacking: true }
  /** "as long as [this] is [a filter]": the source itself matches, as the layers applied so far have it (613.8a). */
  | { readonly sourceIs: ObjectFilter }
  /** "as long as you control a [permanent that matches]". */
  | { readonly youControl: ObjectFilter }
  /** "as long as you have N or more life". */
  | { readonly lifeAtLeast: number }
  /** "as long as [this] has a [kind] counter on it" (122.1). */
  | { readonly sourceHasCounter: string }
  /** "as long as you've drawn N or more cards this turn" (121.2). */
  | { readonly cardsDrawnThisTurn: number }
  /** "as long as an opponent has N or more cards in their graveyard". */
  | { readonly opponentGraveyardAtLeast: number };

export type StaticEffect =
  /**
   * 611.3, 613: a continuous effect on characteristics, applied in the layers of its modifications; `asLongAs`: only
   * while that holds, checked continuously ("As long as it's your turn, [this] has lifelink", 611.3a).
   */
  | { readonly kind: "continuous"; readonly affects: Affects; readonly modifications: readonly Modification[]; readonly asLongAs?: StaticCondition }
  /** Spells matching `spells` cost `amount` more (601.2f); `caster`: "spells you cast", "spells your opponents cast". */
  | { readonly kind: "costIncrease"; readonly spells: ObjectFilter; readonly caster: Caster; readonly amount: ManaCost }
  /** 606.4: "Planeswalkers' loyalty abilities you control cost an additional [+N] to activate" (606.5 combines it). */
  | { readonly kind: "loyaltyCostIncrease"; readonly amount: number }
  /** Activated abilities of sources matching `sources` cost `amount` more. */
  | { readonly kind: "abilityCostIncrease"; readonly sources: ObjectFilter; readonly amount: ManaCost }
  | { readonly kind: "costReduction"; readonly spells: ObjectFilter; readonly caster: Caster; readonly amount: ManaCost }
  /**
   * 601.2f: "If an opponent controls at least N more creatures than you, this spell costs [amount] less to cast": a
   * static ability of the spell itself, which functions on the stack (113.6).
   */
  | { readonly kind: "costsLessIfOpponentHasMoreCreatures"; readonly atLeastMore: number; readonly amount: ManaCost }
  /** 107.3, 601.2h: "Spend only [color] mana on X": the mana paid for the spell's X must be of that color. */
  | { readonly kind: "spendOnlyColorOnX"; readonly color: Color }
  /** A spell that would cost less than `minimum` mana costs that much (Trinisphere), while the source is untapped. */
  | { readonly kind: "costMinimum"; readonly minimum: number; readonly whileUntapped: boolean }
  /** Rather than pay its mana cost, a spell's controller may pay `cost` (Dream Halls). */
  | { readonly kind: "grantAlternativeCost"; readonly id: string; readonly text: string; readonly cost: Cost }
  /**
   * `who` can't cast spells matching `spells` (601.3, 601.5) — with `morePerTurnThan`, "can't cast more than N [spells]
   * each turn": not once they cast N this turn.
   */
  | { readonly kind: "cantCast"; readonly who: Caster; readonly spells: ObjectFilter; readonly morePerTurnThan?: number }
  /** 101.2: "[Spells that match] can't be countered": effects that counter spells don't counter them (701.6a). */
  | { readonly kind: "spellsCantBeCountered"; readonly spells: ObjectFilter }
  /** 115.4: "[This] can't be the target of [colors] spells": those spells can't choose it as a target (601.2c, 608.2b). */
  | { readonly kind: "cantBeTargetedBySpells"; readonly colors: readonly Color[] }
  /** 502.3: "Untap all permanents you control during each other player's untap step." */
  | { readonly kind: "untapDuringOthersUntapSteps" }
  /** 104.3, 104.2: "You can't lose the game and your opponents can't win the game" (a concession still ends the game for its player, 104.3a). */
  | { readonly kind: "cantLoseGame" }
  /** 702.11, 702.18: "You have shroud / hexproof": the source's controller can't be the target of (opponents') spells and abilities. */
  | { readonly kind: "controllerHas"; readonly keyword: "Shroud" | "Hexproof" }
  /**
   * 508.1c, 509.1b: restrictions on attacking and blocking, of the permanent itself or of what it's attached to (Pacifism);
   * `cantBeBlocked`: "[this] can't be blocked"; `blockedByAtMostOne`: "… can't be blocked by more than one creature".
   */
  | {
      readonly kind: "combatRestriction";
      readonly affects: "self" | "attached";
      readonly cantAttack: boolean;
      readonly cantBlock: boolean;
      readonly cantBeBlocked?: true;
      readonly blockedByAtMostOne?: true;
      /**
       * 602.5, 605.3a: "… and its activated abilities can't be activated" (mana abilities included); "unlessMana": "…
       * unless they're mana abilities".
       */
      readonly cantActivate?: boolean | "unlessMana";
    }
  /** 510.1b–c: "You may have [this] assign its combat damage as though it weren't blocked." */
  | { readonly kind: "mayAssignAsThoughUnblocked" }
  /** 508.1c: "[This] can't attack unless [condition]" — checked as attackers are declared, for each defending player. */
  | { readonly kind: "cantAttackUnless"; readonly unless: AttackCondition }
  /** 508.1c, 509.1b: the same restrictions on every creature matching `creatures`, from its controller's point of view (Void Winnower). */
  | {
      readonly kind: "combatRestriction";
      readonly affects: "matching";
      readonly creatures: ObjectFilter;
      readonly cantAttack: boolean;
      readonly cantBlock: boolean;
    }
  /**
   * 508.1h: "Creatures can't attack you unless their controller pays [mana] for each creature they control that's
   * attacking you": a cost to attack its controller (not their planeswalkers).
   */
  | { readonly kind: "costToAttackYou"; readonly mana: ManaCost }
  /** 508.1d: a requirement: "[this / enchanted creature] attacks each combat if able". */
  | { readonly kind: "attacksEachCombat"; readonly affects: "self" | "attached" }
  /** 502.3: "[this] doesn't untap during your untap step", "enchanted creature doesn't untap during its controller's untap step". */
  | { readonly kind: "doesntUntap"; readonly affects: "self" | "attached" }
  /** 402.2: "You have no maximum hand size." */
  | { readonly kind: "noMaximumHandSize" }
  /** 509.1b: "[This / enchanted creature] can't be blocked except by [filter]" ("… except by black creatures"). */
  | { readonly kind: "blockableOnlyBy"; readonly blockers: ObjectFilter; readonly affects?: "attached" }
  /** 509.1c: a requirement: "All creatures able to block [this / enchanted creature] do so." */
  | { readonly kind: "mustBeBlockedByAllAble"; readonly affects: "self" | "attached" }
  /** 509.1b: "[This] can block only [filter]" ("… only creatures with flying"). */
  | { readonly kind: "canBlockOnly"; readonly attackers: ObjectFilter }
  /**
   * 509.1a: "[This / each creature you control] can block an additional creature each combat" (`additional` 1) or "[this]
   * can block any number of creatures" ("any"); `creatures`: "self", or the creatures matching the filter from its
   * controller's point of view.
   */
  | { readonly kind: "canBlockAdditional"; readonly creatures: "self" | ObjectFilter; readonly additional: number | "any" }
  /** 614, 615: a replacement or prevention effect, applied to events as they would happen (events/replacement.ts). */
  | { readonly kind: "replacement"; readonly replacement: Replacement }
  /** 106.4, 500.5: "Players don't lose unspent mana as steps and phases end." */
  | { readonly kind: "manaDoesntEmpty" }
  /**
   * 602.5, 607.2d: "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities"
   * (the card name chosen as the source entered).
   */
  | { readonly kind: "cantActivateChosenName" }
  /** 116.2a: "You may play lands from your graveyard." */
  | { readonly kind: "playLandsFromGraveyard" }
  /** "Players can't play lands" (305.2). */
  | { readonly kind: "cantPlayLands" }
  /** 115.4: "[This] can't be the target of non[color] spells or abilities from non[color] sources" (anyone's). */
  | { readonly kind: "targetableOnlyByColor"; readonly color: Color }
  /** 702.8a, 601.3: "You may cast spells as though they had flash." */
  | { readonly kind: "castAsThoughFlash" }
  /** 119.7: "Players can't gain life." */
  | { readonly kind: "playersCantGainLife" }
  /** 615.12: "Damage can't be prevented." */
  | { readonly kind: "damageCantBePrevented" }
  /** "This spell can't be countered": it functions on the stack (113.6g); effects that counter spells don't counter it. */
  | { readonly kind: "cantBeCountered"; readonly when?: Condition }
  /** 100.2a: "A deck can have any number of cards named [this]": no limit of four copies in a constructed deck. */
  | { readonly kind: "anyNumberInDeck" }
  /** 103.6a: "If [this] is in your opening hand, you may begin the game with it on the battlefield." */
  | { readonly kind: "beginOnBattlefield" }
  /** 609.4b: "Players may spend mana as though it were mana of any color": it changes how costs may be paid, not the costs. */
  | { readonly kind: "spendManaAsAnyColor" }
  /**
   * 701.20a: "Your opponents play with their hands revealed" (`players` "opponents"; "any": "Players play with their hands
   * revealed"): every card in those hands is shown to all players for as long as the effect applies.
   */
  | { readonly kind: "playWithHandsRevealed"; readonly players: Caster };

// ---- Replacement and prevention (614, 615) ------------------------------------------------------

/** Which damage a replacement or prevention effect watches (609.7), seen from its source. */
export interface DamageMatch {
  /**
   * Dealt to the source's controller, to any player, to the source itself, or to permanents that match ("you" in the
   * filter: the source's controller).
   */
  readonly to?: "you" | "player" | "self" | "attached" | ObjectFilter;
  /** Dealt by a source that matches ("a red source"), seen as it deals the damage (609.7), or by what the source enchants. */
  readonly from?: ObjectFilter | "attached";
  readonly combatOnly?: boolean;
  /** Matches if any of these does ("dealt to and dealt by enchanted creature"). */
  readonly anyOf?: readonly DamageMatch[];
}

/** What a static ability's replacement or prevention effect does to the events it watches. */
export type Replacement =
  /** 615.1a, 615.10: prevent all, or N, of each matching damage event. */
  | { readonly kind: "preventDamage"; readonly damage: DamageMatch; readonly amount: "all" | number }
  /** 614.1a: "it deals [factor] times that damage to that permanent or player instead". */
  | { readonly kind: "multiplyDamage"; readonly damage: DamageMatch; readonly factor: number }
  /** 614.9: "All damage that would be dealt to [match] is dealt to [this / what this is attached to] instead". */
  | { readonly kind: "redirectDamage"; readonly damage: DamageMatch; readonly to: "self" | "attached" }
  /** 614.1a: "it deals that much damage plus [N] to that permanent or player instead". */
  | { readonly kind: "addDamage"; readonly damage: DamageMatch; readonly extra: number }
  /** 614.1a, 614.1b, 614.11: "If you would draw a card, [you may] [skip that draw / do this] instead". */
  | { readonly kind: "replaceDraw"; readonly optional: boolean; readonly instead: readonly Effect[] }
  /** "If you would gain life, [do this] instead"; `{ eventAmount: true }` is the life that would have been gained. */
  | { readonly kind: "replaceLifeGain"; readonly instead: readonly Effect[] }
  /**
   * 614.1d, 614.12: "[This permanent] enters tapped" (a self-replacement), or "[Permanents that match] enter tapped" (not the
   * source); `unlessYouControl`: "… unless you control a [permanent that matches]", checked as it would enter.
   */
  | { readonly kind: "entersTapped"; readonly what: "self" | ObjectFilter; readonly unlessYouControl?: ObjectFilter }
  /**
   * "If [this permanent] would die / [a card that matches] would be put into a graveyard from anywhere, [exile it /
   * shuffle it into its owner's library] instead". `whose`: only into an opponent's graveyard, or into the graveyard of
   * the player the source (an Aura) enchants; `cards`: only cards (not tokens, 111.1). "libraryBottom": "instead that card is revealed and put on the
   * bottom of that player's library".
   */
  | {
      readonly kind: "graveyardInstead";
      /** "selfFromAnywhere": "If [this card] would be put into a graveyard from anywhere": it functions in every zone (113.6). */
      readonly what: "self" | "selfFromAnywhere" | ObjectFilter;
      readonly to: "exile" | "library" | "libraryBottom";
      readonly whose?: "opponent" | "enchantedPlayer";
      readonly cards?: boolean;
      /** "reveal [it] and shuffle it into its owner's library instead". */
      readonly reveal?: true;
    }
  /**
   * 614.1a, 122.6: "If one or more [kind] counters would be put on a [permanent that matches], [twice that many / that
   * many plus one] are put on it instead" — also as it enters with them (614.12): amount × `factor` + `extra`. `counter`
   * null: counters of any kind. `byEffect`: "If an effect would put …" (614.16), not counters put to pay a cost.
   */
  | {
      readonly kind: "moreCounters";
      readonly counter: string | null;
      readonly on: ObjectFilter;
      readonly factor: number;
      readonly extra: number;
      readonly byEffect?: true;
    }
  /** 614.16: "If an effect would create one or more tokens under your control, it creates [factor] times that many of those tokens instead." */
  | { readonly kind: "moreTokens"; readonly factor: number }
  /**
   * 614.12, 614.12a: "As [this] enters, choose a [color / creature type]": the choice is made before it enters and
   * stays with the permanent, for the abilities linked to this one (607.2d: "the chosen color"). A copy makes its own
   * (707.6).
   */
  | { readonly kind: "chooseAsEnters"; readonly choice: EntryChoice }
  /** 614.1b, 614.10: "Skip your [step]". */
  | { readonly kind: "skipStep"; readonly step: Step }
  /**
   * 614.1c, 707.5: "You may have [this permanent] enter as a copy of any [filter] on the battlefield [, except …]" (`what`
   * "self", `of` a filter, chosen as it would enter, 614.12a), or "[Permanents that match] enter as a copy of this
   * [permanent]" (`of` "source", Essence of the Wild). Copy effects are applied before the other ways it enters (616.1c).
   */
  | {
      readonly kind: "entersAsCopy";
      readonly what: "self" | ObjectFilter;
      readonly of: "source" | ObjectFilter;
      readonly optional: boolean;
      readonly except: readonly EnterCopyException[];
    }
  /** 614.17d: "[Permanents that match] can't enter the battlefield": not a replacement, but checked at the same point (614.17c). */
  | { readonly kind: "cantEnter"; readonly what: ObjectFilter };

/** Whose spells (or hands) a static ability's effect applies to, seen from its source's controller. */
export type Caster = "any" | "you" | "opponents";

export interface StaticAbility {
  readonly kind: "static";
  readonly text: string;
  readonly effect: StaticEffect;
}

/** One mana a mana ability adds: a fixed type, one color of the player's choice, or one of the types listed ("{W} or {U}"). */
export type ManaProduced =
  | ManaType
  | "anyColor"
  | { readonly oneOf: readonly ManaType[] }
  /** 607.2d: "one mana of the chosen color": the color chosen as the source entered (none chosen: no mana). */
  | "chosenColor";

/** 614.12: what an "as [this] enters" ability has its controller choose. */
export type EntryChoice = "color" | "creatureType" | "cardName";

/** 605.1a: a mana ability: "{T}: Add {G}." */
export interface ManaAbility {
  readonly kind: "mana";
  readonly text: string;
  readonly cost: Cost;
  /** The mana it adds, one entry per mana: a fixed type or one color of the player's choice. */
  readonly produces: readonly ManaProduced[];
  /** Instead of one of each, as many as the source has counters of this kind ("for each charge counter"). */
  readonly timesCounters?: string;
  /** Instead of one of each, as many as the permanents its controller controls that match ("for each Elf you control"). */
  readonly timesCount?: ObjectFilter;
  /** A painland's "[this] deals N damage to you" as the mana is added (605.3b: without the stack). */
  readonly damagesYou?: number;
  /** 106.4: "Double the amount of each type of unspent mana you have" (`produces` empty): as much of each type is added. */
  readonly doublePool?: true;
}

export interface ActivatedAbility {
  readonly kind: "activated";
  readonly text: string;
  readonly cost: Cost;
  readonly targets: readonly TargetRequirement[];
  readonly effects: readonly Effect[];
  /** 602.5d: "Activate only as a sorcery." */
  readonly sorcerySpeed: boolean;
  /** 602.5b: "Activate only once each turn." */
  readonly oncePerTurn: boolean;
  /** 602.5b: "Activate no more than N times each turn." */
  readonly timesPerTurn?: number;
  /** 602.5b: "Activate only during your upkeep": only in this step of its controller's own turn. */
  readonly onlyDuringYour?: Step;
  /** 606.2: a loyalty ability (a loyalty symbol in its cost): 606.3 limits when it may be activated. */
  readonly loyalty?: true;
  /** 602.5b: "Activate only if [condition]". */
  readonly onlyIf?: StateCondition;
}

export type TriggerEvent =
  /** "Whenever [a player / you / an opponent] cast[s] a spell [matching the filter]" (601.2i). */
  | {
      readonly on: "spellCast";
      readonly caster: "any" | "you" | "opponent";
      readonly spells: ObjectFilter;
      /** The spell's mana value must equal the number of these counters on the source (Chalice of the Void). */
      readonly manaValueEqualsCounters?: string;
      /** "a spell that targets only a single [filter]": all its targets are one object, which matches (707.10e's example). */
      readonly targetsOnly?: ObjectFilter;
    }
  /**
   * "When [this] enters" or "Whenever a [filter] enters" (603.6a); `other`: "another [filter]", not the source itself;
   * `orSelf`: "[this] or another [filter]" — the source itself whatever it is.
   */
  | { readonly on: "enters"; readonly what: "self" | ObjectFilter; readonly other?: boolean; readonly orSelf?: true }
  /**
   * "When [this] dies", "Whenever a [filter] dies" or "When enchanted creature dies" (`attached`): put into a graveyard
   * from the battlefield, seen as it last was (603.10a). The subject is the card it became ("that card").
   */
  | {
      readonly on: "dies";
      readonly what: "self" | "attached" | ObjectFilter;
      /** "Whenever another creature dies": not the source itself. */
      readonly other?: boolean;
      /** "a creature dealt damage by [this] this turn": the source dealt it damage this turn (any damage, 120.2). */
      readonly dealtDamageBySourceThisTurn?: true;
    }
  /** "Whenever a card is put into [an opponent's / a] graveyard from anywhere": tokens aren't cards (111.1). The subject is that card. */
  | { readonly on: "cardToGraveyard"; readonly whose: "opponent" | "any" }
  /** "When [this] is put into a graveyard from the battlefield" (any permanent, not only a creature), seen as it last was (603.10a). */
  | { readonly on: "toGraveyardFromBattlefield"; readonly what: "self" }
  /**
   * "At the beginning of [your / each / each opponent's / enchanted creature's controller's] [step]" (603.6a... 503.1a,
   * 513.1a); `attachedController`: the turn of the controller of the permanent the source is attached to.
   */
  | { readonly on: "beginningOfStep"; readonly step: Step; readonly whose: "your" | "each" | "opponent" | "attachedController" }
  /**
   * "When [this] becomes the target of a spell or ability [an opponent controls]" (`by: "opponent"`), or "… of a
   * spell" (`by: "spell"`): the spell or ability is the subject. `what: "attached"`: "When enchanted creature becomes …".
   */
  | { readonly on: "becomesTarget"; readonly by?: "opponent" | "spell"; readonly what?: "attached" }
  /** 506.5: "Whenever [this / a creature you control] attacks alone": the attacking creature is the subject. */
  | { readonly on: "attacksAlone"; readonly what: "self" | ObjectFilter }
  /** 509.1h: "Whenever [this] becomes blocked by a [filter] creature": triggers once for each such blocker, the subject. */
  | { readonly on: "blockedBy"; readonly blockers: ObjectFilter }
  /**
   * "Whenever [this / equipped creature] deals combat damage to a player": that player is the subject's controller
   * ("that player").
   */
  | { readonly on: "dealsCombatDamageToPlayer"; readonly what?: "attached" }
  /** "Whenever [this] deals combat damage to a creature": the creature is the subject. */
  | { readonly on: "dealsCombatDamageToCreature" }
  /** "Whenever [this] deals damage to an opponent" (any damage, combat or not). */
  | { readonly on: "dealsDamageToOpponent" }
  /**
   * 120.2: "Whenever [this / enchanted creature] deals damage": the amount dealt is "that much" (combat damage it deals at
   * once, 510.2, triggers once for all of it).
   */
  | { readonly on: "dealsDamage"; readonly what: "self" | "attached" }
  /** 701.27e: "Whenever this creature transforms into [name]": it transformed, and has that name just after. */
  | { readonly on: "transformsInto"; readonly name: string }
  /**
   * 106.12a: "Whenever a player taps a land for mana" (`what` "land") or "Whenever enchanted land is tapped for mana"
   * ("attached"): a mana ability with {T} in its cost resolved and produced mana. The land is the subject; its controller
   * is "that player". With only mana added, it is a triggered mana ability (605.1b) and resolves at once (605.4a).
   */
  | { readonly on: "tappedForMana"; readonly what: "land" | "attached" }
  /** "Whenever [this] is dealt damage". */
  | { readonly on: "dealtDamage" }
  /** "Whenever [this] blocks a creature [with flying]": that creature is the trigger's subject; `attackers`: only one that matches. */
  | { readonly on: "blocks"; readonly attackers?: ObjectFilter }
  /** 119.9: "Whenever you gain life": once for each life-gaining event; "that much" (`eventAmount`) is the life gained. */
  | { readonly on: "lifeGained"; readonly who: "you" }
  /**
   * 508.3a, 509.3a, 509.3c: "Whenever [this / enchanted creature / a [filter] creature] attacks", "… blocks" (once each combat, however many it
   * blocks), "… becomes blocked" (once, however many block it), or any of them ("attacks or blocks"): the creature is
   * the subject, and its controller the subject's controller.
   */
  | { readonly on: "combatRole"; readonly what: "self" | "attached" | ObjectFilter; readonly roles: readonly CombatRole[] }
  /**
   * "When a spell or ability an opponent controls causes you to discard [this]": a trigger condition of the card in a
   * hand (113.6k), as it is discarded.
   */
  | { readonly on: "discarded"; readonly by: "opponent" }
  /** "Whenever an opponent draws a card" (121.1), "Whenever an opponent discards a card" (701.9a): that player is the subject's controller. */
  | { readonly on: "draws" | "discards"; readonly who: "opponent" | "you" };

/** What a creature does in combat that a "combatRole" trigger watches. */
export type CombatRole = "attacks" | "blocks" | "becomesBlocked";

/** 603.4: an intervening "if" clause, checked when the ability triggers and again as it resolves (608.2a). */
export type TriggerCondition =
  | { readonly lifeAtLeast: number }
  /** 702.112a: "if it isn't renowned". */
  | { readonly sourceNotRenowned: true }
  /** "if [this] is untapped": it is on the battlefield, untapped. */
  | { readonly sourceUntapped: true }
  /** "if no spells were cast last turn" (the turn before this one, whoever's it was). */
  | { readonly noSpellsLastTurn: true }
  /** "if a player cast [N] or more spells last turn". */
  | { readonly aPlayerCastLastTurn: number }
  /** 701.42: "if you both own and control [this] and a creature named [name]". */
  | { readonly ownAndControlSelfAnd: string }
  /** "if that player has N or fewer cards in hand", of "at the beginning of each [opponent's] upkeep": the active player. */
  | { readonly activePlayerHandAtMost: number }
  /** "if you didn't cast it from your hand" (of an enters trigger: the source, as it entered). */
  | { readonly notCastFromHand: true }
  /** "if N or more [filter] cards are in your graveyard". */
  | { readonly cardsInYourGraveyard: ObjectFilter; readonly atLeast: number }
  | StateCondition;

/** A condition on the game's state alone, seen from a player and a source: of a trigger (603.4), or of an activation (602.5b). */
export type StateCondition =
  /**
   * "if you control [N or more] [permanents that match]" ("a Teferi planeswalker", "three or more creatures"); `other`:
   * "another [permanent]", not the source; `differentNames`: "… [Demons] with different names", one for each name.
   */
  | { readonly youControl: ObjectFilter; readonly other?: true; readonly atLeast?: number; readonly differentNames?: true }
  /** 700.4: "if a creature died this turn" (any creature, under anyone's control). */
  | { readonly creatureDiedThisTurn: true }
  /** 119.9: "if you gained N or more life this turn". */
  | { readonly lifeGainedThisTurnAtLeast: number }
  /** 103.4: "if you have at least N life more than your starting life total". */
  | { readonly lifeAboveStartingBy: number };

export interface TriggeredAbility {
  readonly kind: "triggered";
  readonly text: string;
  readonly trigger: TriggerEvent;
  /** 603.2: a second trigger event of the same ability ("Whenever [this] enters the battlefield or attacks"). */
  readonly alsoOn?: TriggerEvent;
  /**
   * 113.6m: the zone it functions in, other than the battlefield, when its effect moves the card out of that zone ("return
   * [this] from your graveyard to your hand").
   */
  readonly functionsIn?: "graveyard";
  readonly condition?: TriggerCondition;
  readonly targets: readonly TargetRequirement[];
  readonly effects: readonly Effect[];
}

/** 603.7: a delayed triggered ability, created by another ability of the same card, which triggers once at `step`. */
export interface DelayedAbility {
  readonly kind: "delayed";
  readonly text: string;
  readonly effects: readonly Effect[];
}

export type Ability = StaticAbility | ManaAbility | ActivatedAbility | TriggeredAbility | DelayedAbility;

// ---- Spells --------------------------------------------------------------------------------------

/** 700.2: a modal spell's choice of modes. */
export interface Modes {
  readonly texts: readonly string[];
  readonly min: number;
  readonly max: number;
  /** 601.6: "An opponent chooses one". */
  readonly chooser: "controller" | "opponent";
}

/** What an instant or sorcery does when it resolves (608.2), or what its text adds when spliced. */
export interface SpellAbility {
  readonly modes: Modes | null;
  readonly targets: readonly TargetRequirement[];
  readonly effects: readonly Effect[];
  /** 601.2d: the amount divided among the chosen targets of one requirement. */
  readonly divide: { readonly target: number; readonly amount: Amount } | null;
  /** "This spell costs {1} more to cast for each target beyond the first" (Fireball). */
  readonly costPerExtraTarget: { readonly target: number; readonly amount: ManaCost } | null;
}

/**
 * The kinds of cards with two faces or halves: nonmodal ("transforming") and modal double-faced cards (712), meld
 * cards (712.4), split cards (709), adventurer cards (715) and flip cards (710: a flipped permanent has the
 * upside-down half's characteristics).
 */
export type FaceLayout = "transform" | "modal" | "meld" | "split" | "adventure" | "flip";

/** 0 or 1: which of a card's two faces (`CardFaces.list`). */
export type FaceIndex = 0 | 1;

/** A card's two faces or halves, each with its own characteristics. */
export interface CardFaces {
  readonly layout: FaceLayout;
  /**
   * The front face then the back face (712.8); the left half then the right (709); the creature then its Adventure (715.2);
   * a flip card's normal characteristics then its alternative ones (710.1a–b). A meld card's back face is the combined
   * face of its meld pair, the same definition on both cards (712.4).
   */
  readonly list: readonly [CardDefinition, CardDefinition];
  /** 702.102: fuse, on a split card: both halves may be cast together from a hand. */
  readonly fuse: boolean;
}

export interface CardDefinition {
  /** The card's name; a card with two faces is registered as "Front // Back" (its faces have their own names). */
  readonly name: string;
  /** 202.1b: null for an object with no mana cost, which can't be cast for it (118.6). */
  readonly manaCost: ManaCost | null;
  /** From the mana cost, or the color indicator (202.2). */
  readonly colors: readonly Color[];
  readonly supertypes: readonly Supertype[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly power: number | null;
  readonly toughness: number | null;
  /** The Oracle text, for display. */
  readonly text: string;
  readonly keywords: readonly Keyword[];
  readonly spell: SpellAbility | null;
  /** 303.4a: what an Aura can enchant; its spell targets such an object (303.4d). */
  readonly enchant: TargetRequirement | null;
  readonly abilities: readonly Ability[];
  readonly costs: CardCosts;
  /** 306.5a: a planeswalker's printed loyalty; null for other cards. */
  readonly loyalty: number | null;
  /** 614.1c: "enters with N counters of a kind" — N from X, or from the times it was kicked (306.5b: a planeswalker's loyalty). */
  readonly entersWithCounters: { readonly counter: string; readonly amount: number | "X" | "kicks" } | null;
  /** 111: a token's definition; it exists only on the battlefield (704.5d). */
  readonly token: boolean;
  /**
   * A card with two faces or halves. The card's own characteristics above are those it has where no face is chosen:
   * its front face's (712.8a, 715.4), or a split card's halves combined (709.4).
   */
  readonly faces?: CardFaces;
  /** 202.3b: the back face of a nonmodal double-faced card has the mana value of its front face's mana cost. */
  readonly manaValueFrom?: ManaCost;
}

export type CardRegistry = ReadonlyMap<string, CardDefinition>;
