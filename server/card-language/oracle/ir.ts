// The compiled form of a card's Oracle text: one entry a paragraph, each a tree of plain values that names
// what the words say (not how the engine does it). A person can read and diff it; `render` turns it back into
// the exact text, and `lower` turns it into the card's behaviour.

import type { Color } from "../../../shared/mana.ts";

/** A number as the text says it: 1 is "a" or "one" depending on the phrase; "X" is announced (107.3). */
export type Count = number | "X";

/** Card types and other nouns a noun phrase can be made of ("target artifact or enchantment"). */
export type Noun = "creature" | "artifact" | "enchantment" | "land" | "planeswalker" | "permanent" | "instant" | "sorcery";

/** Words in front of a noun: "tapped", "nonblack", "attacking". */
export type Adjective =
  | "tapped"
  | "untapped"
  | "attacking"
  | "blocking"
  | "attacking or blocking"
  /** 205.4c: "basic land". */
  | "basic"
  /** 111.1: "nontoken creature". */
  | "nontoken"
  | { readonly color: Color }
  | { readonly nonColor: Color }
  | { readonly nonType: "creature" | "land" | "artifact" | "enchantment" }
  /** "green or white": either color. */
  | { readonly colors: readonly Color[] };

/** "nonblack creature you control with flying". */
export interface NounPhrase {
  readonly adjectives: readonly Adjective[];
  /** Joined by "or": "artifact or enchantment". */
  readonly nouns: readonly Noun[];
  readonly controller: "you" | "an opponent" | "you don't" | null;
  /** "with flying" — a keyword, lower case as written. */
  readonly with: string | null;
  /** "without flying" (only where the text says it). */
  readonly without?: string;
  /** "with power 2 or less" (only where the text says it). */
  readonly powerAtMost?: number;
  /** 607.2d: "of the chosen type", "of the chosen color" (only where the text says it). */
  readonly ofChosen?: "type" | "color";
  /** A card "with mana value 2 or less" (only where the text says it). */
  readonly manaValueAtMost?: number;
  /** A creature or land type: "Zombie creature", "Goblins", "Forest you control", "basic land" (absent when none is said). */
  readonly subtype?: string;
}

/** What an effect is done to. */
export type Subject =
  /** The card itself, by name ("~"). */
  | { readonly self: true }
  /** 115.4: "any target". */
  | { readonly anyTarget: true }
  | { readonly target: NounPhrase }
  | { readonly targetPlayer: "player" | "opponent" }
  | { readonly targetSpell: NounPhrase | null }
  /** "target player or planeswalker". */
  | { readonly targetPlayerOrPlaneswalker: true }
  /** 115.1d, 601.2c: "up to one target creature", "up to two target creatures". */
  | { readonly upTo: number; readonly target: NounPhrase; readonly other?: true }
  /** "target creature card from your graveyard" ("card" alone: any card). */
  | { readonly targetCardInYourGraveyard: NounPhrase | null }
  /** "enchanted creature", "equipped creature": the one the source is attached to. */
  | { readonly attachedCreature: "enchanted" | "equipped" }
  /** "that creature", "it": what the instruction before it was done to. */
  | { readonly previous: "that creature" | "it" }
  /** "target creature card from a graveyard": any player's graveyard. */
  | { readonly targetCardInAGraveyard: NounPhrase | null }
  /** "up to two target creatures", "two target cards from your graveyard": several targets of one kind. */
  | { readonly targets: Count; readonly upTo: boolean; readonly what: NounPhrase; readonly from: "battlefield" | "your graveyard" };

/** One sentence of instructions (608.2c: followed in order). */
export type Instruction =
  | InstructionC
  | { readonly dealDamage: Count; readonly to: Subject }
  | { readonly draw: Count }
  | { readonly gainLife: Count }
  | { readonly destroy: Subject }
  | { readonly exile: Subject }
  | { readonly counter: Subject }
  | { readonly returnToHand: Subject }
  | { readonly tap: Subject }
  | { readonly untap: Subject }
  /** `pump`: as written, "+2", "-0", "+X". */
  /** "gets +3/+3", "gains flying", "gets +1/+0 and gains first strike" — until end of turn; `pump` as written ("-0"). */
  | { readonly pump: readonly [power: string, toughness: string] | null; readonly gains: readonly string[]; readonly who: Subject }
  | { readonly scry: Count }
  | { readonly mill: Count; readonly who: PlayerSubject }
  | { readonly loseLife: Count; readonly who: PlayerSubject }
  | { readonly discard: Count; readonly who: PlayerSubject }
  /** "destroy all creatures", "creatures you control get +1/+1 until end of turn". */
  | { readonly destroyAll: NounPhrase }
  | { readonly pumpAll: readonly [power: string, toughness: string]; readonly who: NounPhrase }
  | { readonly preventAllCombatDamage: true }
  /** 701.19: "regenerate ~". */
  | { readonly regenerate: true }
  /** 122.6: "put a +1/+1 counter on target creature", "put two +1/+1 counters on ~". */
  | { readonly putCounters: Count; readonly counterKind: "+1/+1" | "-1/-1"; readonly on: Subject }
  /** 701.6a, 118.12: "counter target spell unless its controller pays {3}". */
  | { readonly counterUnlessPays: string; readonly spell: Subject }
  /** "target player draws two cards". */
  | { readonly playerDraws: Count; readonly who: PlayerSubject }
  /** 603.5: "you may [instruction]". */
  | { readonly youMay: Instruction }
  // ---- Mass effects, riders and joined instructions.
  /** 701.19c: "Destroy target creature. It can't be regenerated." — a rider on the instruction before it. */
  | { readonly noRegeneration: Instruction; readonly said: "It" | "They" | "That creature" | "A creature dealt damage this way" }
  /** "return all creatures to their owners' hands". */
  | { readonly returnAll: NounPhrase }
  /** "tap all creatures without flying". */
  | { readonly tapAll: NounPhrase }
  /** "~ deals 2 damage to each creature [with flying] [and each player]". */
  | { readonly damageEach: Count; readonly creatures: NounPhrase | null; readonly players: "each player" | "each opponent" | null }
  /** "[instruction] and [instruction]": "~ deals 3 damage to any target and you gain 3 life". */
  | { readonly and: readonly [Instruction, Instruction] }
  /** "[instruction], then [instruction]": "draw three cards, then discard a card". */
  | { readonly andThen: readonly [Instruction, Instruction] }
  /** "discard a card" (said to the spell's or ability's controller). */
  | { readonly discardCards: Count }
  /** "target player gains 8 life". */
  | { readonly playerGainsLife: Count; readonly who: PlayerSubject }
  /** "[All] creatures you control get +3/+3 and gain trample until end of turn"; `pump` as written ("+X", "-X"). */
  | {
      readonly massPump: readonly [power: string, toughness: string] | null;
      readonly gains: readonly string[];
      readonly who: NounPhrase;
      readonly all: boolean;
    }
  /** 701.21a: "target opponent sacrifices a creature". */
  | { readonly sacrifices: NounPhrase; readonly who: PlayerSubject }
  /** "target creature can't block this turn", "… can't be blocked this turn". */
  | { readonly thisTurn: "can't block" | "can't be blocked"; readonly who: Subject }
  | ZoneInstruction
  | TokenAndLibraryInstruction;

// ---- Libraries, graveyards, hands and the stack.

/** What the player keeps of the cards looked at: "you may reveal a white card from among them …", or "put one of them". */
export type LookedAtTake = { readonly mayReveal: NounPhrase } | { readonly put: Count };

/** Where the rest of the cards looked at go. */
export type LookedAtRest = "back in any order" | "bottom in any order" | "bottom in a random order" | "graveyard";

/** Instructions that move cards between libraries, graveyards, hands and the stack. */
export type ZoneInstruction =
  /** 401: "look at the top N cards of your library", what the player keeps, and where the rest go. */
  | { readonly lookAtTop: Count; readonly take: LookedAtTake | null; readonly rest: LookedAtRest }
  /** "put target creature on top of / on the bottom of its owner's library". */
  | { readonly putOnLibrary: Subject; readonly position: "top" | "bottom" }
  /** 701.13a: "mill N cards" (said to the spell's or ability's controller). */
  | { readonly millCards: Count }
  /** "return target creature card from your graveyard to the battlefield [tapped]". */
  | { readonly returnToBattlefield: Subject; readonly tapped: boolean }
  /** "put target creature card from a graveyard onto the battlefield under your control". */
  | { readonly putOntoBattlefieldUnderYourControl: Subject }
  /** 613.1b: "gain control of target creature until end of turn". */
  | { readonly gainControlUntilEndOfTurn: Subject }
  /** "return up to two target creatures to their owners' hands", "… target creature cards from your graveyard to your hand". */
  | { readonly returnTargetsToHand: Subject }
  /** 701.20a, 701.9b: "target player reveals their hand. You choose a nonland card from it. That player discards that card." */
  | { readonly revealsHandYouChooseDiscard: NounPhrase; readonly who: PlayerSubject }
  /** "exile target player's graveyard". */
  | { readonly exileGraveyard: PlayerSubject };

/** A player an instruction is about. */
export type PlayerSubject = "you" | "target player" | "target opponent" | "each opponent" | "each player";

/** A keyword ability as printed ("Flying", "Protection from red", "Equip {2}"). */
export type KeywordIR =
  | { readonly simple: string }
  | { readonly protectionFrom: Color }
  | { readonly equip: string }
  | { readonly renown: number }
  | { readonly bloodthirst: number };

/** What a triggered ability triggers on (603.1). */
export type TriggerIR =
  | { readonly entersSelf: true }
  | { readonly yourUpkeep: true }
  | { readonly diesSelf: true }
  | { readonly combatDamageToPlayer: true }
  | { readonly blocksSelf: true }
  | OtherTriggerIR;

/** One paragraph of Oracle text. `reminder`: its reminder text, kept as written (it has no rules meaning, 207.2). */
export type Paragraph = (
  | { readonly keywords: readonly KeywordIR[] }
  | { readonly enchant: NounPhrase }
  | { readonly spell: readonly Instruction[] }
  | { readonly activated: { readonly cost: string; readonly instructions: readonly Instruction[]; readonly limit: "once each turn" | "as a sorcery" | null } }
  /** 118.8: "As an additional cost to cast this spell, sacrifice a creature / discard a card." */
  | { readonly additionalCost: "sacrifice a creature" | "discard a card" }
  /** Restrictions and grants on the card itself or what it's attached to. */
  | { readonly restriction: "can't block" | "enchanted can't attack or block" | "you control enchanted" }
  | { readonly canBlockOnlyWith: string }
  /** 614.1c: "~ enters the battlefield with N +1/+1 counters on it" (X: the value announced, 107.3m). */
  | { readonly entersWithCounters: Count }
  /** 604.3: "~'s power and toughness are each equal to the number of [permanents]". */
  | { readonly ptEqualToNumberOf: NounPhrase }
  /** "Creatures you control get +1/+1.", "Other Elf creatures you control get…" (613.4c). */
  | { readonly anthem: { readonly other: boolean; readonly who: NounPhrase; readonly pt: readonly [string, string] } }
  | { readonly triggered: { readonly when: TriggerIR; readonly instructions: readonly Instruction[] } }
  | { readonly mana: { readonly cost: string; readonly add: ManaIR } }
  | { readonly entersTapped: true }
  /** A paragraph of reminder text only ("({T}: Add {G}.)" on a basic land). */
  | { readonly reminderOnly: true }
  | { readonly attachedGets: { readonly by: "Enchanted" | "Equipped"; readonly pt: readonly [string, string] | null; readonly has: readonly string[] } }
  /** "~ can't be blocked.", "Enchanted creature gets +2/+2 and attacks each combat if able.": what a creature is and does. */
  | { readonly creatureIs: { readonly who: "~" | "Enchanted" | "Equipped"; readonly predicates: readonly Predicate[] } }
  /** "Creatures you control have trample.", "Other Elves you control get +1/+1 and have forestwalk." (613.1f, 613.4c). */
  | {
      readonly anthemHas: { readonly other: boolean; readonly who: NounPhrase; readonly pt: readonly [string, string] | null; readonly has: readonly string[] };
    }
  /** 402.2: "You have no maximum hand size." */
  | { readonly noMaximumHandSize: true }
  /** 701.20a: "Your opponents play with their hands revealed." ("opponents"), "Players play with their hands revealed." ("any"). */
  | { readonly handsRevealed: "opponents" | "any" }
  /** 113.6g: "This spell can't be countered." */
  | { readonly cantBeCountered: true }
  | ParagraphC
  | LordAndCountParagraph
) & { readonly reminder?: string };

/** What a creature paragraph says of it: a change, a keyword, a restriction (509.1b) or a requirement (508.1d). */
export type Predicate =
  | { readonly gets: readonly [string, string] }
  | { readonly has: readonly string[] }
  | { readonly cantBeBlockedExceptBy: NounPhrase }
  /** "can't be blocked by Walls": a creature type, plural as written. */
  | { readonly cantBeBlockedBy: string }
  | "can't be blocked"
  | "can't be blocked by more than one creature"
  | "attacks each combat if able"
  | "doesn't untap"
  | "can't block"
  | "can't attack or block";

/** What a mana ability adds: "{G}", "{B} or {R}", "one mana of any color", "{C}{C}". */
export type ManaIR = { readonly symbols: string } | { readonly oneOf: readonly string[] } | { readonly anyColor: true };

/** A card's compiled text: its paragraphs in order. */
export type CardIR = readonly Paragraph[];

// ---- Costs, counters, loyalty abilities, modes, "If you do" riders, choices as it enters ----------

/** 118: a part of an activation cost beyond mana, {T}, {Q}, sacrificing itself and paying life. */
export type CostPartIR =
  /** "Sacrifice another creature", "Sacrifice an artifact or land", "Sacrifice a Goblin" (a creature type). */
  | { readonly sacrifice: NounPhrase | { readonly subtype: string }; readonly another: boolean }
  /** "Discard a land card", "Discard two cards" (`card` null: any card). */
  | { readonly discard: Count; readonly card: NounPhrase | null }
  /** "Remove a +1/+1 counter from ~". */
  | { readonly removeCounter: "+1/+1" | "-1/-1" };

export type InstructionC =
  /** "it deals 2 damage to any target": the ability's source, named by a pronoun (after "Sacrifice ~", "When ~ dies"). */
  | { readonly itDeals: Count; readonly to: Subject }
  /** 122.6: "put a +1/+1 counter on each creature you control". */
  | { readonly putCountersOnEach: Count; readonly counterKind: "+1/+1" | "-1/-1"; readonly on: NounPhrase }
  /** 118.12: "you may pay {1}{G}. If you do, [instruction]". */
  | { readonly mayPay: string; readonly ifDone: Instruction }
  /** 603.5: "you may [instruction]. If you do, [instruction]". */
  | { readonly youMayThen: Instruction; readonly ifDone: Instruction }
  /** 122.6: "put a +1/+1 counter on each of up to two other target creatures you control". */
  | { readonly putCountersOnEachOf: Count; readonly counterKind: "+1/+1" | "-1/-1"; readonly on: Subject }
  /** "Exile target creature. Its controller gains 2 life.": the controller of the object the instruction before targeted (608.2h). */
  | { readonly itsControllerGainsLife: Count }
  /** 701.21a: "sacrifice ~", "sacrifice another creature" (said to the ability's controller). */
  | { readonly sacrificeOwn: "~" | NounPhrase; readonly another: boolean };

/** A loyalty symbol as printed: "+1", "−3", "0", "−X" (606.4). */
export type LoyaltyChange = string;

export type ParagraphC =
  /** 606: "[+1]: Draw a card." */
  | { readonly loyalty: { readonly change: LoyaltyChange; readonly instructions: readonly Instruction[] } }
  /** 700.2: "Choose one —", "Choose one or both —", "Choose two —": the bullets after it are the modes. */
  | { readonly chooseModes: "one" | "one or both" | "two" }
  /** 700.2: one bulleted mode: "• Destroy target artifact." */
  | { readonly mode: readonly Instruction[] }
  /** 614.12: "As ~ enters the battlefield, choose a color / a creature type." */
  | { readonly chooseAsEnters: "color" | "creature type" };

// ---- Tokens, library searches, triggers on other objects and players, lords, counting --------------------------

/** 111.4: a token as the text describes it: "1/1 colorless Insect artifact creature token with flying named Wasp". */
export interface TokenIR {
  readonly pt: readonly [number, number];
  /** Empty: colorless. */
  readonly colors: readonly Color[];
  readonly subtypes: readonly string[];
  readonly artifact: boolean;
  /** Keywords, lower case as written. */
  readonly with: readonly string[];
  readonly named: string | null;
}

/** Where a card found in a library is put (701.23). */
export type SearchDestination = "hand" | "battlefield" | "battlefield tapped";

export type TokenAndLibraryInstruction =
  /** 111.2: "create three 1/1 red Goblin creature tokens". */
  | { readonly createTokens: Count; readonly token: TokenIR }
  /**
   * 701.23: "search your library for a basic land card, [reveal it, ]put [it / that card] onto the battlefield tapped,
   * then shuffle" (`card` null: any card).
   */
  | {
      readonly searchLibrary: NounPhrase | null;
      readonly reveal: boolean;
      readonly put: SearchDestination;
      readonly pronoun: "it" | "that card";
    }
  /**
   * 701.23: "search your library and/or graveyard for a card named [name], reveal it, and put it into your hand. If you
   * search your library this way, shuffle".
   */
  | { readonly searchLibraryAndGraveyardFor: string }
  /** "that player loses 2 life": the player the trigger names. */
  | { readonly thatPlayerLoses: Count }
  /** "~ deals 1 damage to you / that player": damage to a player the trigger names, not a target. */
  | { readonly damagesPlayer: Count; readonly who: "you" | "that player" }
  /** 701.9b: "that player discards a card at random". */
  | { readonly discardsAtRandom: Count; readonly who: "that player" | PlayerSubject }
  /** 603.5: "you may gain 1 life". */
  | { readonly mayGainLife: Count }
  /** "you gain life equal to its toughness" (of the object the trigger names). */
  | { readonly gainLifeEqualToToughness: true }
  /** "you gain 1 life for each card in your graveyard". */
  | { readonly gainLifeForEachCardInGraveyard: Count }
  /** "you gain 2 life for each creature you control with flying". */
  | { readonly gainLifeForEach: Count; readonly count: CountIR }
  /** "create a 2/2 green Wolf creature token for each Forest you control". */
  | { readonly createTokenForEach: TokenIR; readonly count: CountIR };

/** Triggers on other objects and on players (603.2). */
export type OtherTriggerIR =
  /** "At the beginning of each upkeep", "… of the end step", "… of your end step", "… of combat on your turn" (the words after "of"). */
  | { readonly atBeginningOf: BeginningOf }
  /** "Whenever a player casts a white spell", "Whenever you cast a spell that's white, blue, black, or red" (601.2i). */
  | { readonly casts: "a player" | "you"; readonly colors: readonly Color[]; readonly thatIs: boolean }
  /** "Whenever another creature enters the battlefield", "Whenever a creature enters the battlefield under your control". */
  | { readonly enters: NounPhrase; readonly other: boolean; readonly underYourControl: boolean }
  | { readonly dealsDamageToOpponent: true }
  /** "When ~ is put into a graveyard from the battlefield" (any permanent). */
  | { readonly toGraveyardFromBattlefield: true }
  /** "Whenever an opponent draws a card", "Whenever an opponent discards a card". */
  | { readonly opponent: "draws" | "discards" }
  /** "Whenever you draw a card", "Whenever you discard a card", "Whenever you gain life". */
  | { readonly you: "draw" | "discard" | "gain life" }
  /** 508.1m: "Whenever ~ attacks". */
  | { readonly attacksSelf: true }
  /** "Whenever you cast an enchantment spell", "… a noncreature spell", "Whenever a player casts an artifact spell". */
  | { readonly castsSpell: "a player" | "you"; readonly what: NounPhrase }
  /** "Whenever a creature an opponent controls dies", "Whenever another creature you control dies". */
  | { readonly dies: NounPhrase; readonly other: boolean };

/** The steps and phases "At the beginning of …" names, and whose. */
export type BeginningOf =
  | "each upkeep"
  | "the end step"
  | "each end step"
  | "your end step"
  | "each player's upkeep"
  | "each opponent's upkeep"
  | "combat on your turn"
  | "your precombat main phase"
  | "your draw step"
  | "each player's draw step";

/** What a "for each" counts: "enchantment on the battlefield", "Forest you control", "other creature on the battlefield named ~". */
export interface CountIR {
  readonly other: boolean;
  readonly what: NounPhrase;
  readonly onBattlefield: boolean;
  readonly namedSelf: boolean;
}

export type LordAndCountParagraph =
  /** 613.4c, 613.1f: "Other Elf creatures get +1/+1 and have forestwalk." */
  | { readonly lord: { readonly other: boolean; readonly who: NounPhrase; readonly pt: readonly [string, string] | null; readonly has: readonly string[] } }
  /** 613.4c: "~ gets +1/+1 for each enchantment on the battlefield", "Enchanted creature gets +1/+1 for each Forest you control". */
  | {
      readonly getsForEach: { readonly who: "~" | "Enchanted creature" | "Equipped creature"; readonly pt: readonly [string, string]; readonly count: CountIR };
    }
  /** 604.3: "~'s power and toughness are each equal to the number of creature cards in all graveyards". */
  | { readonly ptEqualToCardsInGraveyards: NounPhrase }
  /** 100.2a: "A deck can have any number of cards named ~." */
  | { readonly anyNumberInDeck: true }
  /** 605.1a: a painland's "{T}: Add {W} or {U}. ~ deals 1 damage to you." */
  | { readonly manaThenDamage: { readonly cost: string; readonly add: ManaIR; readonly damage: Count } };
