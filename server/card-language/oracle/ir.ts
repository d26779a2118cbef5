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
  | { readonly nonType: "creature" | "land" | "artifact" | "enchantment" };

/** "nonblack creature you control with flying". */
export interface NounPhrase {
  readonly adjectives: readonly Adjective[];
  /** Joined by "or": "artifact or enchantment". */
  readonly nouns: readonly Noun[];
  readonly controller: "you" | "an opponent" | "you don't" | null;
  /** "with flying" — a keyword, lower case as written. */
  readonly with: string | null;
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
  /** "target creature card from your graveyard" ("card" alone: any card). */
  | { readonly targetCardInYourGraveyard: NounPhrase | null };

/** One sentence of instructions (608.2c: followed in order). */
export type Instruction =
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
  | TokenAndLibraryInstruction;

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
  | LordAndCountParagraph
) & { readonly reminder?: string };

/** What a mana ability adds: "{G}", "{B} or {R}", "one mana of any color", "{C}{C}". */
export type ManaIR = { readonly symbols: string } | { readonly oneOf: readonly string[] } | { readonly anyColor: true };

/** A card's compiled text: its paragraphs in order. */
export type CardIR = readonly Paragraph[];

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
  /** "it gets +1/+1 until end of turn": the object the trigger names (the creature that attacked). */
  | { readonly itGets: readonly [power: string, toughness: string] }
  /** "that player loses 2 life": the player the trigger names. */
  | { readonly thatPlayerLoses: Count }
  /** 701.21a: "sacrifice ~". */
  | { readonly sacrificeSelf: true }
  /** "it deals 2 damage to target creature": the source, as it last existed (a creature that died). */
  | { readonly itDeals: Count; readonly to: Subject }
  /** "~ deals 1 damage to you / that player": damage to a player the trigger names, not a target. */
  | { readonly damagesPlayer: Count; readonly who: "you" | "that player" }
  /** 701.9b: "that player discards a card at random". */
  | { readonly discardsAtRandom: Count; readonly who: "that player" | PlayerSubject }
  /** "return it to its owner's hand", after "When ~ dies": the card it became in the graveyard (400.7). */
  | { readonly returnItToHand: true }
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
