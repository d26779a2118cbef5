// The Oracle templates the compiler knows, as bidirectional grammars (grammar.ts): each reads its words into
// the IR (ir.ts) and writes the same words back. The card's own name is "~" here (compile.ts replaces it).

import type { Color } from "../../../shared/mana.ts";
import { type Keyword, LAND_TYPES } from "../card-definition.ts";
import { CREATURE_TYPES } from "../creature-types.ts";
import { before, capitalized, Grammar, lazy, listOf, lit, oneOf, optional, pattern, type Reading, readAll, seq, words } from "./grammar.ts";
import type {
  Adjective,
  BeginningOf,
  CostPartIR,
  Count,
  CountIR,
  Instruction,
  KeywordIR,
  LookedAtRest,
  LookedAtTake,
  ManaIR,
  Noun,
  NounPhrase,
  Paragraph,
  PlayerSubject,
  Predicate,
  SearchDestination,
  Subject,
  TokenIR,
  TriggerIR,
} from "./ir.ts";

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A grammar that reads a fixed phrase into a fixed value (and writes it for that value only). */
function phrase<T>(text: string, value: T): Grammar<T> {
  return lit(text).as(
    () => value,
    (v) => (same(v, value) ? null : undefined),
  );
}

// ---- Words and numbers ---------------------------------------------------------------------------

const COLOR_WORDS: ReadonlyArray<readonly [string, Color]> = [
  ["white", "W"],
  ["blue", "U"],
  ["black", "B"],
  ["red", "R"],
  ["green", "G"],
];
const color = words(COLOR_WORDS);

/** A whole number written in digits ("3"), or X. */
export const digits: Grammar<Count> = pattern(/\d+|X/).as(
  (t) => (t === "X" ? "X" : Number(t)),
  (n) => String(n),
);

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
/** A number written as a word, the way Oracle text counts cards ("two cards", "X cards"); 1 is said apart ("a card"). */
const numberWord: Grammar<Count> = words<Count>([...NUMBER_WORDS.slice(2).map((w, i): readonly [string, Count] => [w, i + 2]), ["X", "X"]]);

/** "+2", "-1", "-0", "+X" — a power or toughness change, kept as written (the IR is JSON, which has no -0). */
const signed: Grammar<string> = pattern(/[+-](\d+|X)/);

/** Mana symbols in braces, one or more: "{2}{R}", "{X}{U}{U}", "{G/U}". Kept as written. */
const manaSymbols: Grammar<string> = pattern(/(\{(?:\d+|[WUBRGCXS]|[WUBRG2]\/[WUBRGP])\})+/);

// ---- Noun phrases and targets --------------------------------------------------------------------

const NOUNS: readonly Noun[] = ["creature", "artifact", "enchantment", "land", "planeswalker", "permanent", "instant", "sorcery"];
const noun = words<Noun>(NOUNS.map((n) => [n, n] as const));
const pluralNoun = words<Noun>(NOUNS.map((n) => [`${n}s`, n] as const));

const adjective: Grammar<Adjective> = oneOf(
  lazy(() => supertypeAdjective),
  words<Adjective>(
    [
      ["tapped", "tapped"],
      ["untapped", "untapped"],
      ["attacking or blocking", "attacking or blocking"],
      ["attacking", "attacking"],
      ["blocking", "blocking"],
      ...COLOR_WORDS.map(([w, c]): readonly [string, Adjective] => [w, { color: c }]),
      ...COLOR_WORDS.map(([w, c]): readonly [string, Adjective] => [`non${w}`, { nonColor: c }]),
      ...(["creature", "land", "artifact", "enchantment"] as const).map((t): readonly [string, Adjective] => [`non${t}`, { nonType: t }]),
      // "green or white": either of two colors.
      ...COLOR_WORDS.flatMap(([w1, c1]) =>
        COLOR_WORDS.filter(([, c2]) => c2 !== c1).map(([w2, c2]): readonly [string, Adjective] => [`${w1} or ${w2}`, { colors: [c1, c2] }]),
      ),
    ],
    same,
  ),
);

/** A "non-" word: two in a row are separated by a comma ("nonartifact, nonblack creature"). */
const isNonWord = (a: Adjective): boolean => typeof a === "object" && ("nonColor" in a || "nonType" in a);

/** Adjectives in front of a noun, each followed by a space, or by a comma between two "non-" words. */
const adjectives: Grammar<Adjective[]> = new Grammar<Adjective[]>(
  function* from(s, at, values: Adjective[] = []): Iterable<Reading<Adjective[]>> {
    for (const [a, end] of adjective.read(s, at)) {
      if (s.startsWith(" ", end)) yield [[...values, a], end + 1];
      if (s.startsWith(", ", end)) yield* from(s, end + 2, [...values, a]);
    }
  },
  (values) => {
    let out = "";
    for (let i = 0; i < values.length; i++) {
      const text = adjective.write(values[i]!);
      if (text === null) return null;
      out += text + (i + 1 < values.length && isNonWord(values[i]!) && isNonWord(values[i + 1]!) ? ", " : " ");
    }
    return values.length ? out : null;
  },
);

/** Nouns joined by "or": "artifact or enchantment", "artifact, enchantment, or land". */
function nounList(nouns: Grammar<Noun>): Grammar<Noun[]> {
  return oneOf<Noun[]>(
    listOf(nouns, " or ").as(
      (ns) => ns,
      (ns) => (ns.length <= 2 ? ns : undefined),
    ),
    seq(listOf(nouns, ", "), ", or ", nouns).as(
      ([ns, last]) => [...ns, last],
      (ns) => (ns.length > 2 ? [ns.slice(0, -1), ns.at(-1)!] : undefined),
    ),
  );
}

const controller = words<NounPhrase["controller"]>([
  [" you control", "you"],
  [" an opponent controls", "an opponent"],
  [" you don't control", "you don't"],
]);

/** The keyword abilities without a parameter the templates know; in the text they read in lower case after a paragraph's first word. */
export const SIMPLE_KEYWORDS: readonly Extract<Keyword, string>[] = [
  "Flying",
  "First strike",
  "Double strike",
  "Deathtouch",
  "Defender",
  "Flash",
  "Haste",
  "Hexproof",
  "Indestructible",
  "Intimidate",
  "Fear",
  "Lifelink",
  "Menace",
  "Reach",
  "Shroud",
  "Trample",
  "Vigilance",
  "Prowess",
  "Exalted",
  "Convoke",
  "Plainswalk",
  "Islandwalk",
  "Swampwalk",
  "Mountainwalk",
  "Forestwalk",
];
const keywordName = words(SIMPLE_KEYWORDS.map((k) => [k.toLowerCase(), k.toLowerCase()] as const));

/** A noun phrase with nouns from `nouns`: "nonblack creature you control", "artifact or enchantment", "creatures with flying". */
function nounPhraseOf(nouns: Grammar<Noun>, controllers: Grammar<NounPhrase["controller"]>, subtypesAlone: Grammar<string>): Grammar<NounPhrase> {
  return seq(
    optional(adjectives),
    nounHead(nouns, subtypesAlone),
    optional(controllers),
    optional(lazy(() => ofChosen)),
    optional(seq(" with ", keywordName)),
    optional(seq(" without ", keywordName)),
    optional(seq(" with power ", pattern(/\d+/), " or less")),
  ).as(
    ([adjs, [sub, ns], ctl, chosen, withKw, withoutKw, power]): NounPhrase => ({
      adjectives: adjs ?? [],
      nouns: ns,
      controller: ctl ?? null,
      with: withKw?.[0] ?? null,
      ...(sub === null ? {} : { subtype: sub }),
      ...(withoutKw ? { without: withoutKw[0] } : {}),
      ...(power ? { powerAtMost: Number(power[0]) } : {}),
      ...(chosen ? { ofChosen: chosen } : {}),
    }),
    (p) => [
      p.adjectives.length ? [...p.adjectives] : null,
      [p.subtype ?? null, [...p.nouns]],
      p.controller,
      p.ofChosen ?? null,
      p.with === null ? null : [p.with],
      p.without === undefined ? null : [p.without],
      p.powerAtMost === undefined ? null : [String(p.powerAtMost)],
    ],
  );
}

/** "creature", "nonblack creature you control", "artifact or enchantment", "creature with flying". */
export const nounPhrase: Grammar<NounPhrase> = nounPhraseOf(
  noun,
  controller,
  lazy(() => subtypeWord),
);

/** "creatures you control", "nonblack creatures", "creatures your opponents control". */
export const pluralNounPhrase: Grammar<NounPhrase> = nounPhraseOf(
  pluralNoun,
  words<NounPhrase["controller"]>([
    [" you control", "you"],
    [" your opponents control", "an opponent"],
    [" you don't control", "you don't"],
  ]),
  lazy(() => pluralSubtypeWord),
);

export const subject: Grammar<Subject> = oneOf<Subject>(
  phrase("~", { self: true }),
  phrase("any target", { anyTarget: true }),
  phrase("target player", { targetPlayer: "player" }),
  phrase("target opponent", { targetPlayer: "opponent" }),
  phrase("target spell", { targetSpell: null }),
  phrase("target player or planeswalker", { targetPlayerOrPlaneswalker: true }),
  lazy(() => upToTargets),
  phrase("enchanted creature", { attachedCreature: "enchanted" }),
  phrase("equipped creature", { attachedCreature: "equipped" }),
  seq("target ", nounPhrase, " card from your graveyard").as(
    ([p]): Subject => ({ targetCardInYourGraveyard: p }),
    (s) => ("targetCardInYourGraveyard" in s && s.targetCardInYourGraveyard ? [s.targetCardInYourGraveyard] : undefined),
  ),
  phrase("target card from your graveyard", { targetCardInYourGraveyard: null }),
  seq("target ", nounPhrase, " spell").as(
    ([p]): Subject => ({ targetSpell: p }),
    (s) => ("targetSpell" in s && s.targetSpell ? [s.targetSpell] : undefined),
  ),
  // "target red or green spell": adjectives, and no card type.
  seq("target ", adjectives, "spell").as(
    ([adjs]): Subject => ({ targetSpell: { adjectives: adjs, nouns: [], controller: null, with: null } }),
    (s) => ("targetSpell" in s && s.targetSpell?.nouns.length === 0 ? [[...s.targetSpell.adjectives]] : undefined),
  ),
  seq("target ", nounPhrase).as(
    ([p]): Subject => ({ target: p }),
    (s) => ("target" in s ? [s.target] : undefined),
  ),
  lazy(() => zoneSubject),
);

// ---- Instructions --------------------------------------------------------------------------------

/** "destroy target creature": a verb and what it is done to. */
function verbOnSubject<K extends "destroy" | "exile" | "counter" | "tap" | "untap">(kind: K): Grammar<Instruction> {
  return seq(lit(`${kind} `), subject).as(
    ([, s]) => ({ [kind]: s }) as Instruction,
    (i) => (kind in i ? [null, (i as Record<K, Subject>)[kind]] : undefined),
  );
}

/** "a card" or "two cards". */
const cards: Grammar<Count> = oneOf<Count>(
  phrase("a card", 1),
  seq(numberWord, " cards").as(
    ([n]): Count => n,
    (n) => (n === 1 ? undefined : [n]),
  ),
);

type CounterKind = "+1/+1" | "-1/-1";
const counterKind = words<CounterKind>([
  ["+1/+1", "+1/+1"],
  ["-1/-1", "-1/-1"],
]);
/** "a +1/+1 counter", "two -1/-1 counters", "X +1/+1 counters". */
const counters: Grammar<[Count, CounterKind]> = oneOf<[Count, CounterKind]>(
  seq("a ", counterKind, " counter").as(
    ([k]): [Count, CounterKind] => [1, k],
    ([n, k]) => (n === 1 ? [k] : undefined),
  ),
  seq(numberWord, " ", counterKind, " counters").as(
    ([n, k]): [Count, CounterKind] => [n, k],
    ([n, k]) => (n === 1 ? undefined : [n, k]),
  ),
);

const otherPlayer = words<PlayerSubject>([
  ["target player", "target player"],
  ["target opponent", "target opponent"],
  ["each opponent", "each opponent"],
  ["each player", "each player"],
]);

/** "you lose 2 life" / "target player loses 2 life": a player, and the verb agreeing with it. */
function playerDoes<V>(base: string, third: string, rest: Grammar<V>): Grammar<[PlayerSubject, V]> {
  return oneOf<[PlayerSubject, V]>(
    seq(`you ${base} `, rest).as(
      ([v]): [PlayerSubject, V] => ["you", v],
      ([who, v]) => (who === "you" ? [v] : undefined),
    ),
    seq(otherPlayer, ` ${third} `, rest).as(
      ([who, v]): [PlayerSubject, V] => [who, v],
      ([who, v]) => (who === "you" ? undefined : [who, v]),
    ),
  );
}

/** "gets +1/+0", "gains flying", "gets +1/+0 and gains first strike" (until end of turn, said after). */
const getsOrGains: Grammar<[[string, string] | null, string[]]> = oneOf<[[string, string] | null, string[]]>(
  seq("gets ", signed, "/", signed, optional(seq(" and gains ", lazyKeywords()))).as(
    ([p, t, g]): [[string, string] | null, string[]] => [[p, t], g?.[0] ?? []],
    ([pt, g]) => (pt ? [pt[0], pt[1], g.length ? [g] : null] : undefined),
  ),
  seq("gains ", lazyKeywords()).as(
    ([g]): [[string, string] | null, string[]] => [null, g],
    ([pt, g]) => (pt === null && g.length ? [g] : undefined),
  ),
);

/** One instruction as it reads inside a sentence (lower case: "draw a card"), without the final period. */
export const clause: Grammar<Instruction> = oneOf<Instruction>(
  seq("~ deals ", digits, " damage to ", subject).as(
    ([n, to]): Instruction => ({ dealDamage: n, to }),
    (i) => ("dealDamage" in i ? [i.dealDamage, i.to] : undefined),
  ),
  phrase("draw a card", { draw: 1 }),
  seq("draw ", numberWord, " cards").as(
    ([n]): Instruction => ({ draw: n }),
    (i) => ("draw" in i && i.draw !== 1 ? [i.draw] : undefined),
  ),
  seq("you gain ", digits, " life").as(
    ([n]): Instruction => ({ gainLife: n }),
    (i) => ("gainLife" in i ? [i.gainLife] : undefined),
  ),
  seq("scry ", digits).as(
    ([n]): Instruction => ({ scry: n }),
    (i) => ("scry" in i ? [i.scry] : undefined),
  ),
  verbOnSubject("destroy"),
  verbOnSubject("exile"),
  verbOnSubject("counter"),
  verbOnSubject("tap"),
  verbOnSubject("untap"),
  seq("return ", subject, " to its owner's hand").as(
    ([s]): Instruction => ({ returnToHand: s }),
    (i) => ("returnToHand" in i && !("targetCardInYourGraveyard" in i.returnToHand) ? [i.returnToHand] : undefined),
  ),
  seq("return ", subject, " to your hand").as(
    ([s]): Instruction => ({ returnToHand: s }),
    (i) => ("returnToHand" in i && "targetCardInYourGraveyard" in i.returnToHand ? [i.returnToHand] : undefined),
  ),
  seq(subject, " ", getsOrGains, " until end of turn").as(
    ([who, [pump, gains]]): Instruction => ({ pump, gains, who }),
    (i) => ("pump" in i ? [i.who, [i.pump ? [i.pump[0], i.pump[1]] : null, [...i.gains]]] : undefined),
  ),
  playerDoes("mill", "mills", cards).as(
    ([who, n]): Instruction => ({ mill: n, who }),
    (i) => ("mill" in i ? [i.who, i.mill] : undefined),
  ),
  playerDoes("discard", "discards", cards).as(
    ([who, n]): Instruction => ({ discard: n, who }),
    (i) => ("discard" in i ? [i.who, i.discard] : undefined),
  ),
  playerDoes("lose", "loses", seq(digits, " life")).as(
    ([who, [n]]): Instruction => ({ loseLife: n, who }),
    (i) => ("loseLife" in i ? [i.who, [i.loseLife]] : undefined),
  ),
  seq("destroy all ", pluralNounPhrase).as(
    ([p]): Instruction => ({ destroyAll: p }),
    (i) => ("destroyAll" in i ? [i.destroyAll] : undefined),
  ),
  seq(pluralNounPhrase, " get ", signed, "/", signed, " until end of turn").as(
    ([who, p, t]): Instruction => ({ pumpAll: [p, t], who }),
    (i) => ("pumpAll" in i ? [i.who, i.pumpAll[0], i.pumpAll[1]] : undefined),
  ),
  phrase("prevent all combat damage that would be dealt this turn", { preventAllCombatDamage: true }),
  phrase("regenerate ~", { regenerate: true }),
  seq("put ", counters, " on ", subject).as(
    ([[n, counterKind], on]): Instruction => ({ putCounters: n, counterKind, on }),
    (i) => ("putCounters" in i ? [[i.putCounters, i.counterKind], i.on] : undefined),
  ),
  seq("counter ", subject, " unless its controller pays ", manaSymbols).as(
    ([spell, cost]): Instruction => ({ counterUnlessPays: cost, spell }),
    (i) => ("counterUnlessPays" in i ? [i.spell, i.counterUnlessPays] : undefined),
  ),
  seq(otherPlayer, " draws ", cards).as(
    ([who, n]): Instruction => ({ playerDraws: n, who }),
    (i) => ("playerDraws" in i ? [i.who, i.playerDraws] : undefined),
  ),
  seq(
    "you may ",
    lazy(() => clause),
  ).as(
    ([i]): Instruction => ({ youMay: i }),
    (i) => ("youMay" in i ? [i.youMay] : undefined),
  ),
  lazy(() => massAndJoinedClause),
  lazy(() => clauseC),
  lazy(() => zoneClause),
  lazy(() => tokenAndLibraryClause),
);

/** Instructions as sentences, each starting with a capital letter and ending with a period. */
const sentences: Grammar<Instruction[]> = listOf(
  seq(capitalized(clause), ".").as(
    ([i]) => i,
    (i) => [i],
  ),
  " ",
);

/** Instructions after a comma ("When ~ enters the battlefield, draw a card."): the first in lower case. */
const afterComma: Grammar<Instruction[]> = seq(clause, ".", optional(seq(" ", sentences))).as(
  ([first, rest]) => [first, ...(rest?.[0] ?? [])],
  (is) => (is.length === 0 ? undefined : [is[0]!, is.length > 1 ? [is.slice(1)] : null]),
);

// ---- Keywords, costs, abilities ------------------------------------------------------------------

const keyword: Grammar<KeywordIR> = oneOf<KeywordIR>(
  keywordName.as(
    (k): KeywordIR => ({ simple: k }),
    (k) => ("simple" in k ? k.simple : undefined),
  ),
  seq("protection from ", color).as(
    ([c]): KeywordIR => ({ protectionFrom: c }),
    (k) => ("protectionFrom" in k ? [k.protectionFrom] : undefined),
  ),
  seq("renown ", pattern(/\d+/)).as(
    ([n]): KeywordIR => ({ renown: Number(n) }),
    (k) => ("renown" in k ? [String(k.renown)] : undefined),
  ),
  seq("bloodthirst ", pattern(/\d+/)).as(
    ([n]): KeywordIR => ({ bloodthirst: Number(n) }),
    (k) => ("bloodthirst" in k ? [String(k.bloodthirst)] : undefined),
  ),
  seq("equip ", manaSymbols).as(
    ([c]): KeywordIR => ({ equip: c }),
    (k) => ("equip" in k ? [k.equip] : undefined),
  ),
);

/** "{2}, {T}", "{1}{R}", "{T}": an activation cost, kept as written (lower.ts reads it). */
const activationCost: Grammar<string> = listOf(
  oneOf(
    manaSymbols,
    pattern(/\{T\}|\{Q\}|Sacrifice ~|Sacrifice a creature|Discard a card|Pay \d+ life/),
    lazy(() => costPartText),
  ),
  ", ",
).as(
  (parts) => parts.join(", "),
  (text) => text.split(", "),
);

const manaAdded: Grammar<ManaIR> = oneOf<ManaIR>(
  phrase("one mana of any color", { anyColor: true }),
  seq(manaSymbols, " or ", manaSymbols).as(
    ([a, b]): ManaIR => ({ oneOf: [a, b] }),
    (m) => ("oneOf" in m && m.oneOf.length === 2 ? [m.oneOf[0]!, m.oneOf[1]!] : undefined),
  ),
  manaSymbols.as(
    (s): ManaIR => ({ symbols: s }),
    (m) => ("symbols" in m ? m.symbols : undefined),
  ),
);

const trigger: Grammar<TriggerIR> = oneOf<TriggerIR>(
  phrase("When ~ enters the battlefield", { entersSelf: true }),
  phrase("At the beginning of your upkeep", { yourUpkeep: true }),
  phrase("When ~ dies", { diesSelf: true }),
  phrase("Whenever ~ deals combat damage to a player", { combatDamageToPlayer: true }),
  phrase("Whenever ~ blocks", { blocksSelf: true }),
  lazy(() => otherTrigger),
);

/** "flying", "flying and first strike" (what "has" or "gains" names). */
function lazyKeywords(): Grammar<string[]> {
  return lazy(() => hasKeywords);
}

const hasKeywords: Grammar<string[]> = seq(keywordName, optional(seq(" and ", keywordName))).as(
  ([a, b]) => (b ? [a, b[0]] : [a]),
  (ks) => (ks.length === 1 ? [ks[0]!, null] : ks.length === 2 ? [ks[0]!, [ks[1]!]] : undefined),
);

type Gets = [pt: [string, string] | null, has: string[]];
const gets: Grammar<Gets> = oneOf<Gets>(
  seq("gets ", signed, "/", signed, optional(seq(" and has ", hasKeywords))).as(
    ([p, t, has]): Gets => [[p, t], has?.[0] ?? []],
    ([pt, has]) => (pt ? [pt[0], pt[1], has.length ? [has] : null] : undefined),
  ),
  seq("has ", hasKeywords).as(
    ([has]): Gets => [null, has],
    ([pt, has]) => (pt === null && has.length ? [has] : undefined),
  ),
);

const attachedGets: Grammar<Paragraph> = seq(
  words<"Enchanted" | "Equipped">([
    ["Enchanted", "Enchanted"],
    ["Equipped", "Equipped"],
  ]),
  " creature ",
  gets,
  ".",
).as(
  ([by, [pt, has]]): Paragraph => ({ attachedGets: { by, pt, has } }),
  (p) => ("attachedGets" in p ? [p.attachedGets.by, [p.attachedGets.pt ? [...p.attachedGets.pt] : null, [...p.attachedGets.has]]] : undefined),
);

/** One paragraph of Oracle text, reminder text aside (compile.ts takes it off and puts it back). */
export const paragraph: Grammar<Paragraph> = oneOf<Paragraph>(
  capitalized(listOf(keyword, ", ")).as(
    (keywords): Paragraph => ({ keywords }),
    (p) => ("keywords" in p ? [...p.keywords] : undefined),
  ),
  seq("Enchant ", nounPhrase).as(
    ([n]): Paragraph => ({ enchant: n }),
    (p) => ("enchant" in p ? [p.enchant] : undefined),
  ),
  phrase("~ enters the battlefield tapped.", { entersTapped: true }),
  seq(activationCost, ": Add ", manaAdded, ".").as(
    ([cost, add]): Paragraph => ({ mana: { cost, add } }),
    (p) => ("mana" in p ? [p.mana.cost, p.mana.add] : undefined),
  ),
  seq(
    activationCost,
    ": ",
    sentences,
    optional(
      words<"once each turn" | "as a sorcery">([
        [" Activate only once each turn.", "once each turn"],
        [" Activate only as a sorcery.", "as a sorcery"],
      ]),
    ),
  ).as(
    ([cost, instructions, limit]): Paragraph => ({ activated: { cost, instructions, limit } }),
    (p) => ("activated" in p ? [p.activated.cost, [...p.activated.instructions], p.activated.limit] : undefined),
  ),
  seq(
    "As an additional cost to cast this spell, ",
    words([["sacrifice a creature", "sacrifice a creature"] as const, ["discard a card", "discard a card"] as const]),
    ".",
  ).as(
    ([c]): Paragraph => ({ additionalCost: c }),
    (p) => ("additionalCost" in p ? [p.additionalCost] : undefined),
  ),
  phrase("~ can't block.", { restriction: "can't block" }),
  phrase("Enchanted creature can't attack or block.", { restriction: "enchanted can't attack or block" }),
  phrase("You control enchanted creature.", { restriction: "you control enchanted" }),
  seq("~ can block only creatures with ", keywordName, ".").as(
    ([k]): Paragraph => ({ canBlockOnlyWith: k }),
    (p) => ("canBlockOnlyWith" in p ? [p.canBlockOnlyWith] : undefined),
  ),
  phrase("~ enters the battlefield with a +1/+1 counter on it.", { entersWithCounters: 1 }),
  seq("~ enters the battlefield with ", numberWord, " +1/+1 counters on it.").as(
    ([n]): Paragraph => ({ entersWithCounters: n }),
    (p) => ("entersWithCounters" in p && p.entersWithCounters !== 1 ? [p.entersWithCounters] : undefined),
  ),
  seq("~'s power and toughness are each equal to the number of ", pluralNounPhrase, ".").as(
    ([who]): Paragraph => ({ ptEqualToNumberOf: who }),
    (p) => ("ptEqualToNumberOf" in p ? [p.ptEqualToNumberOf] : undefined),
  ),
  capitalized(seq(optional(phrase("other ", true)), pluralNounPhrase, " get ", signed, "/", signed, ".")).as(
    ([other, who, p, t]): Paragraph => ({ anthem: { other: other === true, who, pt: [p, t] } }),
    (x) => ("anthem" in x ? [x.anthem.other ? true : null, x.anthem.who, x.anthem.pt[0], x.anthem.pt[1]] : undefined),
  ),
  seq(trigger, ", ", afterComma).as(
    ([when, instructions]): Paragraph => ({ triggered: { when, instructions } }),
    (p) => ("triggered" in p ? [p.triggered.when, [...p.triggered.instructions]] : undefined),
  ),
  attachedGets,
  lazy(() => lordAndCountParagraph),
  sentences.as(
    (spell): Paragraph => ({ spell }),
    (p) => ("spell" in p ? [...p.spell] : undefined),
  ),
  ...creatureParagraphs(),
  lazy(() => paragraphC),
);

// ---- Mass effects, riders and joined instructions -------------------------------------------------

/** "a creature", "an artifact": a noun phrase with its article. */
const withArticle: Grammar<NounPhrase> = articled(nounPhrase);

type RegenerationRider = Extract<Instruction, { noRegeneration: Instruction }>["said"];
const regenerationRider: Grammar<RegenerationRider> = oneOf<RegenerationRider>(
  seq(
    words<RegenerationRider>([
      ["It", "It"],
      ["They", "They"],
      ["That creature", "That creature"],
    ]),
    " can't be regenerated",
  ).as(
    ([w]) => w,
    (w) => (w === "A creature dealt damage this way" ? undefined : [w]),
  ),
  phrase("A creature dealt damage this way can't be regenerated this turn", "A creature dealt damage this way" as RegenerationRider),
);

const eachPlayers = words<"each player" | "each opponent">([
  ["each player", "each player"],
  ["each opponent", "each opponent"],
]);

type MassPump = [pump: [string, string] | null, gains: string[]];
/** "get +3/+3 and gain trample", "gain flying", "get +X/-X". */
const massGetsOrGain: Grammar<MassPump> = oneOf<MassPump>(
  seq("get ", signed, "/", signed, optional(seq(" and gain ", lazyKeywords()))).as(
    ([p, t, g]): MassPump => [[p, t], g?.[0] ?? []],
    ([pt, g]) => (pt ? [pt[0], pt[1], g.length ? [g] : null] : undefined),
  ),
  seq("gain ", lazyKeywords()).as(
    ([g]): MassPump => [null, g],
    ([pt, g]) => (pt === null && g.length ? [g] : undefined),
  ),
);

/** Clause templates for mass effects, "can't be regenerated" riders and instructions joined by "and" or ", then". */
function massAndJoinedClauses(): Grammar<Instruction>[] {
  const anyClause = lazy(() => clause);
  return [
    before(anyClause, ". ", regenerationRider).as(
      ([i, said]): Instruction => ({ noRegeneration: i, said }),
      (i) => ("noRegeneration" in i ? [i.noRegeneration, i.said] : undefined),
    ),
    seq("return all ", pluralNounPhrase, " to their owners' hands").as(
      ([p]): Instruction => ({ returnAll: p }),
      (i) => ("returnAll" in i ? [i.returnAll] : undefined),
    ),
    seq("tap all ", pluralNounPhrase).as(
      ([p]): Instruction => ({ tapAll: p }),
      (i) => ("tapAll" in i ? [i.tapAll] : undefined),
    ),
    seq("~ deals ", digits, " damage to each ", nounPhrase, optional(seq(" and ", eachPlayers))).as(
      ([n, creatures, ps]): Instruction => ({ damageEach: n, creatures, players: ps?.[0] ?? null }),
      (i) => ("damageEach" in i && i.creatures ? [i.damageEach, i.creatures, i.players === null ? null : [i.players]] : undefined),
    ),
    seq("~ deals ", digits, " damage to ", eachPlayers).as(
      ([n, ps]): Instruction => ({ damageEach: n, creatures: null, players: ps }),
      (i) => ("damageEach" in i && !i.creatures && i.players ? [i.damageEach, i.players] : undefined),
    ),
    before(anyClause, " and ", anyClause).as(
      ([a, b]): Instruction => ({ and: [a, b] }),
      (i) => ("and" in i ? [i.and[0], i.and[1]] : undefined),
    ),
    before(anyClause, ", then ", anyClause).as(
      ([a, b]): Instruction => ({ andThen: [a, b] }),
      (i) => ("andThen" in i ? [i.andThen[0], i.andThen[1]] : undefined),
    ),
    seq("discard ", cards).as(
      ([n]): Instruction => ({ discardCards: n }),
      (i) => ("discardCards" in i ? [i.discardCards] : undefined),
    ),
    seq(otherPlayer, " gains ", digits, " life").as(
      ([who, n]): Instruction => ({ playerGainsLife: n, who }),
      (i) => ("playerGainsLife" in i ? [i.who, i.playerGainsLife] : undefined),
    ),
    seq("you draw ", cards).as(
      ([n]): Instruction => ({ playerDraws: n, who: "you" }),
      (i) => ("playerDraws" in i && i.who === "you" ? [i.playerDraws] : undefined),
    ),
    seq(optional(phrase("all ", true)), pluralNounPhrase, " ", massGetsOrGain, " until end of turn").as(
      ([all, who, [pump, gains]]): Instruction => ({ massPump: pump, gains, who, all: all === true }),
      (i) =>
        "massPump" in i && (i.all || i.gains.length > 0)
          ? [i.all ? true : null, i.who, [i.massPump ? [i.massPump[0], i.massPump[1]] : null, [...i.gains]]]
          : undefined,
    ),
    seq(otherPlayer, " sacrifices ", withArticle).as(
      ([who, p]): Instruction => ({ sacrifices: p, who }),
      (i) => ("sacrifices" in i ? [i.who, i.sacrifices] : undefined),
    ),
    seq(
      subject,
      words<"can't block" | "can't be blocked">([
        [" can't block this turn", "can't block"],
        [" can't be blocked this turn", "can't be blocked"],
      ]),
    ).as(
      ([who, what]): Instruction => ({ thisTurn: what, who }),
      (i) => ("thisTurn" in i ? [i.who, i.thisTurn] : undefined),
    ),
  ];
}

const massAndJoinedClause: Grammar<Instruction> = oneOf(...massAndJoinedClauses());

// ---- What a creature is and does; anthems that grant keywords -------------------------------------

type Who = "~" | "Enchanted" | "Equipped";

/** One thing a paragraph says of a creature; "doesn't untap" names whose untap step by who it is. */
function predicate(who: Who): Grammar<Predicate> {
  const fixed = (text: string, p: Predicate) => phrase(text, p);
  return oneOf<Predicate>(
    seq("gets ", signed, "/", signed).as(
      ([p, t]): Predicate => ({ gets: [p, t] }),
      (x) => (typeof x === "object" && "gets" in x ? [x.gets[0], x.gets[1]] : undefined),
    ),
    seq("has ", lazyKeywords()).as(
      ([ks]): Predicate => ({ has: ks }),
      (x) => (typeof x === "object" && "has" in x ? [[...x.has]] : undefined),
    ),
    seq("can't be blocked except by ", pluralNounPhrase).as(
      ([p]): Predicate => ({ cantBeBlockedExceptBy: p }),
      (x) => (typeof x === "object" && "cantBeBlockedExceptBy" in x ? [x.cantBeBlockedExceptBy] : undefined),
    ),
    seq("can't be blocked by ", pattern(/[A-Z][a-z]+s/)).as(
      ([types]): Predicate => ({ cantBeBlockedBy: types }),
      (x) => (typeof x === "object" && "cantBeBlockedBy" in x ? [x.cantBeBlockedBy] : undefined),
    ),
    fixed("can't be blocked", "can't be blocked"),
    fixed("can't be blocked by more than one creature", "can't be blocked by more than one creature"),
    fixed("attacks each combat if able", "attacks each combat if able"),
    fixed(`doesn't untap during ${who === "~" ? "your" : "its controller's"} untap step`, "doesn't untap"),
    fixed("can't block", "can't block"),
    fixed("can't attack or block", "can't attack or block"),
  );
}

/** "p", "p and q", "p, q, and r". */
function predicates(who: Who): Grammar<Predicate[]> {
  const p = predicate(who);
  return oneOf<Predicate[]>(
    listOf(p, " and ").as(
      (ps) => ps,
      (ps) => (ps.length <= 2 ? ps : undefined),
    ),
    seq(listOf(p, ", "), ", and ", p).as(
      ([ps, last]) => [...ps, last],
      (ps) => (ps.length > 2 ? [ps.slice(0, -1), ps.at(-1)!] : undefined),
    ),
  );
}

type AnthemHas = [pt: [string, string] | null, has: string[]];

function creatureParagraphs(): Grammar<Paragraph>[] {
  const whoText: Record<Who, string> = { "~": "~", Enchanted: "Enchanted creature", Equipped: "Equipped creature" };
  return [
    ...(["~", "Enchanted", "Equipped"] as const).map((who) =>
      seq(whoText[who], " ", predicates(who), ".").as(
        ([ps]): Paragraph => ({ creatureIs: { who, predicates: ps } }),
        (p) => ("creatureIs" in p && p.creatureIs.who === who ? [[...p.creatureIs.predicates]] : undefined),
      ),
    ),
    capitalized(
      seq(
        optional(phrase("other ", true)),
        pluralNounPhrase,
        " ",
        oneOf<AnthemHas>(
          seq("have ", lazyKeywords()).as(
            ([has]): AnthemHas => [null, has],
            ([pt, has]) => (pt === null ? [has] : undefined),
          ),
          seq("get ", signed, "/", signed, " and have ", lazyKeywords()).as(
            ([p, t, has]): AnthemHas => [[p, t], has],
            ([pt, has]) => (pt ? [pt[0], pt[1], has] : undefined),
          ),
        ),
        ".",
      ),
    ).as(
      ([other, who, [pt, has]]): Paragraph => ({ anthemHas: { other: other === true, who, pt, has } }),
      (p) =>
        "anthemHas" in p
          ? [p.anthemHas.other ? true : null, p.anthemHas.who, [p.anthemHas.pt ? [p.anthemHas.pt[0], p.anthemHas.pt[1]] : null, [...p.anthemHas.has]]]
          : undefined,
    ),
    phrase("You have no maximum hand size.", { noMaximumHandSize: true }),
    phrase("Your opponents play with their hands revealed.", { handsRevealed: "opponents" }),
    phrase("Players play with their hands revealed.", { handsRevealed: "any" }),
    phrase("This spell can't be countered.", { cantBeCountered: true }),
  ];
}

// ---- Costs, counters, loyalty abilities, modes, "If you do" riders, choices as it enters ----------

/** 607.2d: " of the chosen type", " of the chosen color" after a noun phrase's controller. */
const ofChosen = words<"type" | "color">([
  [" of the chosen type", "type"],
  [" of the chosen color", "color"],
]);

/** A creature type as a noun in the singular ("a Goblin", "a Wall"). */
const creatureType: Grammar<string> = words(CREATURE_TYPES.map((t) => [t, t] as const));

/** "a Goblin", "an Elf": a creature type with its article. */
const creatureTypeWithArticle: Grammar<string> = seq(
  words<"a" | "an">([
    ["a ", "a"],
    ["an ", "an"],
  ]),
  creatureType,
).as(
  ([, t]) => t,
  (t) => [/^[AEIOU]/.test(t) ? "an" : "a", t],
);

/** 118: the parts of an activation cost these templates add. */
const costPart: Grammar<CostPartIR> = oneOf<CostPartIR>(
  seq("Sacrifice another ", nounPhrase).as(
    ([p]): CostPartIR => ({ sacrifice: p, another: true }),
    (c) => ("sacrifice" in c && c.another && "nouns" in c.sacrifice ? [c.sacrifice] : undefined),
  ),
  seq("Sacrifice ", withArticle).as(
    ([p]): CostPartIR => ({ sacrifice: p, another: false }),
    (c) => ("sacrifice" in c && !c.another && "nouns" in c.sacrifice ? [c.sacrifice] : undefined),
  ),
  seq("Sacrifice ", creatureTypeWithArticle).as(
    ([subtype]): CostPartIR => ({ sacrifice: { subtype }, another: false }),
    (c) => ("sacrifice" in c && !c.another && !("nouns" in c.sacrifice) ? [c.sacrifice.subtype] : undefined),
  ),
  seq("Discard ", withArticle, " card").as(
    ([p]): CostPartIR => ({ discard: 1, card: p }),
    (c) => ("discard" in c && c.discard === 1 && c.card ? [c.card] : undefined),
  ),
  seq("Discard ", cards).as(
    ([n]): CostPartIR => ({ discard: n, card: null }),
    (c) => ("discard" in c && c.card === null ? [c.discard] : undefined),
  ),
  seq("Remove a ", counterKind, " counter from ~").as(
    ([k]): CostPartIR => ({ removeCounter: k }),
    (c) => ("removeCounter" in c ? [c.removeCounter] : undefined),
  ),
);

/** A cost part as the activation cost's text keeps it (lower.ts reads it again with `costPart`). */
const costPartText: Grammar<string> = costPart.as(
  (c) => costPart.write(c) ?? "",
  (text) => readAll(costPart, text)[0],
);

/** The cost part a cost's text names, if these templates read it. */
export function readCostPart(text: string): CostPartIR | undefined {
  return readAll(costPart, text)[0];
}

/** 115.1d: "up to one target creature", "up to two target creatures". */
const upToTargets: Grammar<Subject> = oneOf<Subject>(
  seq("up to one target ", nounPhrase).as(
    ([p]): Subject => ({ upTo: 1, target: p }),
    (s) => ("upTo" in s && "target" in s && s.upTo === 1 && !s.other ? [s.target] : undefined),
  ),
  seq("up to ", numberWord, " target ", pluralNounPhrase).as(
    ([n, p]): Subject => ({ upTo: n === "X" ? 0 : n, target: p }),
    (s) => ("upTo" in s && "target" in s && s.upTo > 1 && !s.other ? [s.upTo, s.target] : undefined),
  ),
  seq("up to ", numberWord, " other target ", pluralNounPhrase).as(
    ([n, p]): Subject => ({ upTo: n === "X" ? 0 : n, target: p, other: true }),
    (s) => ("upTo" in s && "target" in s && s.upTo > 1 && s.other ? [s.upTo, s.target] : undefined),
  ),
);

/** "you may [clause]" as the first half of "… If you do, …". */
const youMay: Grammar<Instruction> = seq(
  "you may ",
  lazy(() => clause),
).as(
  ([i]) => i,
  (i) => [i],
);

const sacrificeOwn: Grammar<"~" | NounPhrase> = oneOf<"~" | NounPhrase>(
  lit("~").as(
    (): "~" => "~",
    (w) => (w === "~" ? null : undefined),
  ),
  withArticle,
);

/** Clause templates for pronoun damage, counters on each, "If you do" riders and sacrificing. */
const clauseC: Grammar<Instruction> = oneOf<Instruction>(
  seq("it deals ", digits, " damage to ", subject).as(
    ([n, to]): Instruction => ({ itDeals: n, to }),
    (i) => ("itDeals" in i ? [i.itDeals, i.to] : undefined),
  ),
  seq("put ", counters, " on each ", nounPhrase).as(
    ([[n, counterKind], on]): Instruction => ({ putCountersOnEach: n, counterKind, on }),
    (i) => ("putCountersOnEach" in i ? [[i.putCountersOnEach, i.counterKind], i.on] : undefined),
  ),
  seq("put ", counters, " on each of ", upToTargets).as(
    ([[n, counterKind], on]): Instruction => ({ putCountersOnEachOf: n, counterKind, on }),
    (i) => ("putCountersOnEachOf" in i ? [[i.putCountersOnEachOf, i.counterKind], i.on] : undefined),
  ),
  seq("its controller gains ", digits, " life").as(
    ([n]): Instruction => ({ itsControllerGainsLife: n }),
    (i) => ("itsControllerGainsLife" in i ? [i.itsControllerGainsLife] : undefined),
  ),
  before(
    seq("you may pay ", manaSymbols),
    ". If you do, ",
    lazy(() => clause),
  ).as(
    ([[mana], ifDone]): Instruction => ({ mayPay: mana, ifDone }),
    (i) => ("mayPay" in i ? [[i.mayPay], i.ifDone] : undefined),
  ),
  before(
    youMay,
    ". If you do, ",
    lazy(() => clause),
  ).as(
    ([action, ifDone]): Instruction => ({ youMayThen: action, ifDone }),
    (i) => ("youMayThen" in i ? [i.youMayThen, i.ifDone] : undefined),
  ),
  seq("sacrifice ", sacrificeOwn).as(
    ([what]): Instruction => ({ sacrificeOwn: what, another: false }),
    (i) => ("sacrificeOwn" in i && !i.another ? [i.sacrificeOwn] : undefined),
  ),
  seq("sacrifice another ", nounPhrase).as(
    ([what]): Instruction => ({ sacrificeOwn: what, another: true }),
    (i) => ("sacrificeOwn" in i && i.another && i.sacrificeOwn !== "~" ? [i.sacrificeOwn] : undefined),
  ),
);

const loyaltySymbol: Grammar<string> = seq("[", pattern(/[+−]\d+|0|−X/), "]").as(
  ([c]) => c,
  (c) => [c],
);

/** Paragraph templates for loyalty abilities, modes and choices made as a permanent enters. */
const paragraphC: Grammar<Paragraph> = oneOf<Paragraph>(
  seq(loyaltySymbol, ": ", sentences).as(
    ([change, instructions]): Paragraph => ({ loyalty: { change, instructions } }),
    (p) => ("loyalty" in p ? [p.loyalty.change, [...p.loyalty.instructions]] : undefined),
  ),
  seq(
    "Choose ",
    words<"one" | "one or both" | "two">([
      ["one", "one"],
      ["one or both", "one or both"],
      ["two", "two"],
    ]),
    " —",
  ).as(
    ([n]): Paragraph => ({ chooseModes: n }),
    (p) => ("chooseModes" in p ? [p.chooseModes] : undefined),
  ),
  seq("• ", sentences).as(
    ([mode]): Paragraph => ({ mode }),
    (p) => ("mode" in p ? [[...p.mode]] : undefined),
  ),
  seq(
    "As ~ enters the battlefield, choose a ",
    words<"color" | "creature type">([
      ["color", "color"],
      ["creature type", "creature type"],
    ]),
    ".",
  ).as(
    ([c]): Paragraph => ({ chooseAsEnters: c }),
    (p) => ("chooseAsEnters" in p ? [p.chooseAsEnters] : undefined),
  ),
);

// ---- Libraries, graveyards, hands and the stack ---------------------------------------------------

/** "creature card", "white card", "instant or sorcery card", "card", "creature card with power 2 or less" (singular or plural). */
function cardPhraseOf(word: "card" | "cards"): Grammar<NounPhrase> {
  return seq(
    optional(adjectives),
    optional(seq(nounList(noun), " ")),
    word,
    optional(seq(" with power ", pattern(/\d+/), " or less")),
    optional(seq(" with mana value ", pattern(/\d+/), " or less")),
  ).as(
    ([adjs, ns, power, manaValue]): NounPhrase => ({
      adjectives: adjs ?? [],
      nouns: ns?.[0] ?? [],
      controller: null,
      with: null,
      ...(power ? { powerAtMost: Number(power[0]) } : {}),
      ...(manaValue ? { manaValueAtMost: Number(manaValue[0]) } : {}),
    }),
    (p) =>
      p.controller === null && p.with === null && p.without === undefined
        ? [
            p.adjectives.length ? [...p.adjectives] : null,
            p.nouns.length ? [[...p.nouns]] : null,
            p.powerAtMost === undefined ? null : [String(p.powerAtMost)],
            p.manaValueAtMost === undefined ? null : [String(p.manaValueAtMost)],
          ]
        : undefined,
  );
}
const cardPhrase = cardPhraseOf("card");
const cardsPhrase = cardPhraseOf("cards");

/** "a white card", "an instant or sorcery card". */
export const aCard: Grammar<NounPhrase> = oneOf(
  seq("a ", cardPhrase).as(
    ([p]) => p,
    (p) => (/^[aeiou]/.test(cardPhrase.write(p) ?? "") ? undefined : [p]),
  ),
  seq("an ", cardPhrase).as(
    ([p]) => p,
    (p) => (/^[aeiou]/.test(cardPhrase.write(p) ?? "") ? [p] : undefined),
  ),
);

/** "one", "two" … as a count of cards put somewhere ("Put two of them into your hand"). */
const countWord: Grammar<Count> = oneOf<Count>(phrase("one", 1), numberWord);

type SeveralTargets = Extract<Subject, { targets: Count }>;
/** "up to two target creatures", "two target cards from your graveyard", "up to one target creature card from your graveyard". */
const severalTargets: Grammar<SeveralTargets> = seq(
  optional(phrase("up to ", true)),
  countWord,
  " target ",
  oneOf<[NounPhrase, SeveralTargets["from"]]>(
    seq(cardsPhrase, " from your graveyard").as(
      ([p]): [NounPhrase, SeveralTargets["from"]] => [p, "your graveyard"],
      ([p, from]) => (from === "your graveyard" ? [p] : undefined),
    ),
    pluralNounPhrase.as(
      (p): [NounPhrase, SeveralTargets["from"]] => [p, "battlefield"],
      ([p, from]) => (from === "battlefield" ? p : undefined),
    ),
  ),
).as(
  ([upTo, n, [what, from]]): SeveralTargets => ({ targets: n, upTo: upTo === true, what, from }),
  (s) => [s.upTo ? true : null, s.targets, [s.what, s.from]],
);

const zoneSubject: Grammar<Subject> = oneOf<Subject>(
  phrase("that creature", { previous: "that creature" }),
  phrase("it", { previous: "it" }),
  seq("target ", cardPhrase, " from a graveyard").as(
    ([p]): Subject => ({ targetCardInAGraveyard: p }),
    (s) => ("targetCardInAGraveyard" in s && s.targetCardInAGraveyard ? [s.targetCardInAGraveyard] : undefined),
  ),
  severalTargets.as(
    (s): Subject => s,
    (s) => ("targets" in s && s.targets !== 1 ? s : undefined),
  ),
);

const lookedAtRest = words<"any order" | "a random order">([
  ["any order", "any order"],
  ["a random order", "a random order"],
]);
const bottomRest = (order: "any order" | "a random order"): LookedAtRest => (order === "any order" ? "bottom in any order" : "bottom in a random order");
const bottomOrder = (rest: LookedAtRest): "any order" | "a random order" | undefined =>
  rest === "bottom in any order" ? "any order" : rest === "bottom in a random order" ? "a random order" : undefined;

type Looked = [take: LookedAtTake | null, rest: LookedAtRest];
/** What follows "look at the top N cards of your library": what the player keeps, and where the rest go. */
const lookedAt: Grammar<Looked> = oneOf<Looked>(
  phrase(", then put them back in any order", [null, "back in any order"] as Looked),
  seq(". You may reveal ", aCard, " from among them and put it into your hand. Put the rest on the bottom of your library in ", lookedAtRest).as(
    ([p, order]): Looked => [{ mayReveal: p }, bottomRest(order)],
    ([take, rest]) => (take && "mayReveal" in take && bottomOrder(rest) ? [take.mayReveal, bottomOrder(rest)!] : undefined),
  ),
  seq(". Put ", countWord, " of them into your hand and the rest on the bottom of your library in ", lookedAtRest).as(
    ([n, order]): Looked => [{ put: n }, bottomRest(order)],
    ([take, rest]) => (take && "put" in take && bottomOrder(rest) ? [take.put, bottomOrder(rest)!] : undefined),
  ),
  seq(". Put ", countWord, " of them into your hand and the rest into your graveyard").as(
    ([n]): Looked => [{ put: n }, "graveyard"],
    ([take, rest]) => (take && "put" in take && rest === "graveyard" ? [take.put] : undefined),
  ),
);

/** Clause templates that move cards between libraries, graveyards, hands and the stack. */
function zoneClauses(): Grammar<Instruction>[] {
  return [
    // Of two cards, one and "the other".
    phrase("look at the top two cards of your library. Put one of them into your hand and the other into your graveyard", {
      lookAtTop: 2,
      take: { put: 1 },
      rest: "graveyard",
    } as Instruction),
    seq("look at the top ", numberWord, " cards of your library", lookedAt).as(
      ([n, [take, rest]]): Instruction => ({ lookAtTop: n, take, rest }),
      (i) => ("lookAtTop" in i ? [i.lookAtTop, [i.take, i.rest]] : undefined),
    ),
    seq(
      "put ",
      subject,
      words<"top" | "bottom">([
        [" on top of ", "top"],
        [" on the bottom of ", "bottom"],
      ]),
      words([["its owner's library", "its owner's"] as const, ["your library", "your"] as const]),
    ).as(
      ([s, position]): Instruction => ({ putOnLibrary: s, position }),
      (i) => ("putOnLibrary" in i ? [i.putOnLibrary, i.position, "targetCardInYourGraveyard" in i.putOnLibrary ? "your" : "its owner's"] : undefined),
    ),
    seq("mill ", cards).as(
      ([n]): Instruction => ({ millCards: n }),
      (i) => ("millCards" in i ? [i.millCards] : undefined),
    ),
    seq("return ", subject, " to the battlefield", optional(phrase(" tapped", true))).as(
      ([s, tapped]): Instruction => ({ returnToBattlefield: s, tapped: tapped === true }),
      (i) => ("returnToBattlefield" in i ? [i.returnToBattlefield, i.tapped ? true : null] : undefined),
    ),
    seq("put ", subject, " onto the battlefield under your control").as(
      ([s]): Instruction => ({ putOntoBattlefieldUnderYourControl: s }),
      (i) => ("putOntoBattlefieldUnderYourControl" in i ? [i.putOntoBattlefieldUnderYourControl] : undefined),
    ),
    seq("gain control of ", subject, " until end of turn").as(
      ([s]): Instruction => ({ gainControlUntilEndOfTurn: s }),
      (i) => ("gainControlUntilEndOfTurn" in i ? [i.gainControlUntilEndOfTurn] : undefined),
    ),
    seq(otherPlayer, " reveals their hand. You choose ", aCard, " from it. That player discards that card").as(
      ([who, p]): Instruction => ({ revealsHandYouChooseDiscard: p, who }),
      (i) => ("revealsHandYouChooseDiscard" in i ? [i.who, i.revealsHandYouChooseDiscard] : undefined),
    ),
    seq("exile ", otherPlayer, "'s graveyard").as(
      ([who]): Instruction => ({ exileGraveyard: who }),
      (i) => ("exileGraveyard" in i ? [i.exileGraveyard] : undefined),
    ),
    // "Return up to two target creatures to their owners' hands", "… target creature cards from your graveyard to your hand".
    seq("return ", severalTargets, words([[" to their owners' hands", "battlefield"] as const, [" to your hand", "your graveyard"] as const])).as(
      ([s]): Instruction => ({ returnTargetsToHand: s }),
      (i) => ("returnTargetsToHand" in i && "targets" in i.returnTargetsToHand ? [i.returnTargetsToHand, i.returnTargetsToHand.from] : undefined),
    ),
  ];
}

const zoneClause: Grammar<Instruction> = oneOf(...zoneClauses());

// ---- Subtypes, tokens, library searches, triggers on other objects and players, lords, counting ----------------

/** A noun phrase's head: card types ("artifact or enchantment"), a subtype before them ("Zombie creature"), or a subtype alone ("Goblins"). */
function nounHead(nouns: Grammar<Noun>, subtypesAlone: Grammar<string>): Grammar<[string | null, Noun[]]> {
  return oneOf<[string | null, Noun[]]>(
    seq(
      optional(
        seq(
          lazy(() => subtypeWord),
          " ",
        ),
      ),
      nounList(nouns),
    ).as(
      ([sub, ns]): [string | null, Noun[]] => [sub?.[0] ?? null, ns],
      ([sub, ns]) => (ns.length > 0 ? [sub === null ? null : [sub], ns] : undefined),
    ),
    subtypesAlone.as(
      (sub): [string | null, Noun[]] => [sub, []],
      ([sub, ns]) => (ns.length === 0 && sub !== null ? sub : undefined),
    ),
  );
}

/** 205.3g, 205.3h: the artifact and enchantment types cards search for and count. */
const SUBTYPES: readonly string[] = [...CREATURE_TYPES, ...LAND_TYPES, "Aura", "Equipment"];
/** 205.3m, 205.3i: a creature or land type, as the text capitalizes it. */
const subtypeWord: Grammar<string> = lazy(() => subtypeWords);
const subtypeWords: Grammar<string> = words(withLowerCase(SUBTYPES.map((t) => [t, t] as const)));

/**
 * The words, then each in lower case too: a sentence's first letter is read in lower case (capitalized()), and a
 * subtype keeps its capital letter, which the sentence's writer puts back.
 */
function withLowerCase(table: ReadonlyArray<readonly [string, string]>): ReadonlyArray<readonly [string, string]> {
  return [...table, ...table.map(([w, t]) => [w.charAt(0).toLowerCase() + w.slice(1), t] as const)];
}

/** Lords name a creature type ("Other Zombie creatures", "Sliver creatures you control"): other noun phrases aren't read here. */
function ofASubtype(g: Grammar<NounPhrase>): Grammar<NounPhrase> {
  return new Grammar<NounPhrase>(
    function* (s, at) {
      for (const r of g.read(s, at)) if (r[0].subtype !== undefined) yield r;
    },
    (p) => (p.subtype === undefined ? null : g.write(p)),
  );
}

/** The plural English gives a subtype: "Goblins", "Elves", "Zombies". */
function pluralOf(t: string): string {
  if (t.endsWith("f")) return `${t.slice(0, -1)}ves`;
  if (/(s|x|ch|sh)$/.test(t)) return `${t}es`;
  if (/[^aeiou]y$/.test(t)) return `${t.slice(0, -1)}ies`;
  return `${t}s`;
}
const pluralSubtypeWord: Grammar<string> = words(withLowerCase(SUBTYPES.map((t) => [pluralOf(t), t] as const)));

/** 205.4c: "basic land". */
const supertypeAdjective: Grammar<Adjective> = words<Adjective>([
  ["basic", "basic"],
  ["nontoken", "nontoken"],
]);

/** "a creature", "an enchantment": the article the next word takes. */
function articled<T>(g: Grammar<T>): Grammar<T> {
  const read = seq(pattern(/an?/), " ", g);
  return new Grammar<T>(
    function* (s, at) {
      for (const [[article, v], end] of read.read(s, at)) if ((article === "an") === /^[aeiouAEIOU]/.test(g.write(v) ?? "")) yield [v, end];
    },
    (v) => {
      const text = g.write(v);
      return text === null ? null : `${/^[aeiouAEIOU]/.test(text) ? "an" : "a"} ${text}`;
    },
  );
}

/** "white", "white and blue", "colorless". */
const tokenColors: Grammar<Color[]> = oneOf<Color[]>(
  phrase("colorless", []),
  listOf(color, " and ").as(
    (cs) => cs,
    (cs) => (cs.length ? cs : undefined),
  ),
);

/** "1/1 red Goblin creature token[s] [with flying] [named Wasp]" — `plural` for "tokens". */
function tokenDescriptionOf(plural: boolean): Grammar<TokenIR> {
  return seq(
    pattern(/\d+/),
    "/",
    pattern(/\d+/),
    " ",
    tokenColors,
    " ",
    listOf(subtypeWord, " "),
    optional(phrase(" artifact", true)),
    plural ? " creature tokens" : " creature token",
    optional(seq(" with ", hasKeywords)),
    optional(seq(" named ", pattern(/[A-Z][\w'-]*(?: [A-Z][\w'-]*)*/))),
  ).as(
    ([p, t, colors, subtypes, artifact, withKw, named]): TokenIR => ({
      pt: [Number(p), Number(t)],
      colors,
      subtypes,
      artifact: artifact === true,
      with: withKw?.[0] ?? [],
      named: named?.[0] ?? null,
    }),
    (k) => [
      String(k.pt[0]),
      String(k.pt[1]),
      [...k.colors],
      [...k.subtypes],
      k.artifact ? true : null,
      k.with.length ? [[...k.with]] : null,
      k.named === null ? null : [k.named],
    ],
  );
}

/** One token's description, as after "create a". */
export const tokenDescription: Grammar<TokenIR> = lazy(() => tokenDescriptionOf(false));

const createTokens: Grammar<Instruction> = oneOf<[Count, TokenIR]>(
  seq("create a ", tokenDescriptionOf(false)).as(
    ([k]): [Count, TokenIR] => [1, k],
    ([n, k]) => (n === 1 ? [k] : undefined),
  ),
  seq("create ", numberWord, " ", tokenDescriptionOf(true)).as(
    ([n, k]): [Count, TokenIR] => [n, k],
    ([n, k]) => (n === 1 ? undefined : [n, k]),
  ),
).as(
  ([n, token]): Instruction => ({ createTokens: n, token }),
  (i) => ("createTokens" in i ? [i.createTokens, i.token] : undefined),
);

const searchDestination = words<SearchDestination>([
  [" into your hand", "hand"],
  [" onto the battlefield tapped", "battlefield tapped"],
  [" onto the battlefield", "battlefield"],
]);

/** 701.23: "search your library for a basic land card, put it onto the battlefield tapped, then shuffle". */
const searchLibrary: Grammar<Instruction> = seq(
  "search your library for ",
  oneOf<NounPhrase | null>(phrase("a", null), articled(nounPhrase)),
  " card, ",
  optional(phrase("reveal it, ", true)),
  "put ",
  words<"it" | "that card">([
    ["it", "it"],
    ["that card", "that card"],
  ]),
  searchDestination,
  ", then shuffle",
).as(
  ([card, reveal, pronoun, put]): Instruction => ({ searchLibrary: card, reveal: reveal === true, put, pronoun }),
  (i) => ("searchLibrary" in i ? [i.searchLibrary, i.reveal ? true : null, i.pronoun, i.put] : undefined),
);

const tokenAndLibraryClause: Grammar<Instruction> = oneOf<Instruction>(
  createTokens,
  searchLibrary,
  seq(
    "search your library and/or graveyard for a card named ",
    cardNameBefore(", reveal it, and put it into your hand"),
    ", reveal it, and put it into your hand. If you search your library this way, shuffle",
  ).as(
    ([name]): Instruction => ({ searchLibraryAndGraveyardFor: name }),
    (i) => ("searchLibraryAndGraveyardFor" in i ? [i.searchLibraryAndGraveyardFor] : undefined),
  ),
  seq("that player loses ", digits, " life").as(
    ([n]): Instruction => ({ thatPlayerLoses: n }),
    (i) => ("thatPlayerLoses" in i ? [i.thatPlayerLoses] : undefined),
  ),
  seq(
    "~ deals ",
    digits,
    " damage to ",
    words<"you" | "that player">([
      ["you", "you"],
      ["that player", "that player"],
    ]),
  ).as(
    ([n, who]): Instruction => ({ damagesPlayer: n, who }),
    (i) => ("damagesPlayer" in i ? [i.damagesPlayer, i.who] : undefined),
  ),
  seq(oneOf(phrase("that player", "that player" as const), otherPlayer), " discards ", cards, " at random").as(
    ([who, n]): Instruction => ({ discardsAtRandom: n, who }),
    (i) => ("discardsAtRandom" in i ? [i.who, i.discardsAtRandom] : undefined),
  ),
  phrase("you gain life equal to its toughness", { gainLifeEqualToToughness: true }),
  seq("you may gain ", digits, " life").as(
    ([n]): Instruction => ({ mayGainLife: n }),
    (i) => ("mayGainLife" in i ? [i.mayGainLife] : undefined),
  ),
  seq(
    "you gain ",
    digits,
    " life for each ",
    lazy(() => countOf),
  ).as(
    ([n, count]): Instruction => ({ gainLifeForEach: n, count }),
    (i) => ("gainLifeForEach" in i ? [i.gainLifeForEach, i.count] : undefined),
  ),
  seq(
    "create a ",
    tokenDescription,
    " for each ",
    lazy(() => countOf),
  ).as(
    ([token, count]): Instruction => ({ createTokenForEach: token, count }),
    (i) => ("createTokenForEach" in i ? [i.createTokenForEach, i.count] : undefined),
  ),
  seq("you gain ", digits, " life for each card in your graveyard").as(
    ([n]): Instruction => ({ gainLifeForEachCardInGraveyard: n }),
    (i) => ("gainLifeForEachCardInGraveyard" in i ? [i.gainLifeForEachCardInGraveyard] : undefined),
  ),
);

/** "white", "white or blue", "white, blue, black, or red". */
const colorList: Grammar<Color[]> = oneOf<Color[]>(
  color.as(
    (c) => [c],
    (cs) => (cs.length === 1 ? cs[0] : undefined),
  ),
  seq(color, " or ", color).as(
    ([a, b]) => [a, b],
    (cs) => (cs.length === 2 ? [cs[0]!, cs[1]!] : undefined),
  ),
  seq(listOf(color, ", "), ", or ", color).as(
    ([cs, last]) => [...cs, last],
    (cs) => (cs.length > 2 ? [cs.slice(0, -1), cs[cs.length - 1]!] : undefined),
  ),
);

const BEGINNINGS: readonly BeginningOf[] = [
  "each upkeep",
  "the end step",
  "each end step",
  "your end step",
  "each player's upkeep",
  "each opponent's upkeep",
  "combat on your turn",
  "your precombat main phase",
  "your draw step",
  "each player's draw step",
];

/** "a noncreature spell": an adjective without a card type after it. */
const noncreature: Grammar<NounPhrase> = phrase<NounPhrase>("noncreature", {
  adjectives: [{ nonType: "creature" }],
  nouns: [],
  controller: null,
  with: null,
});

/** "another creature you control", "a creature an opponent controls". */
const anotherOrA: Grammar<[boolean, NounPhrase]> = oneOf<[boolean, NounPhrase]>(
  seq("another ", nounPhrase).as(
    ([p]): [boolean, NounPhrase] => [true, p],
    ([other, p]) => (other ? [p] : undefined),
  ),
  articled(nounPhrase).as(
    (p): [boolean, NounPhrase] => [false, p],
    ([other, p]) => (other ? undefined : p),
  ),
);

const otherTrigger: Grammar<TriggerIR> = oneOf<TriggerIR>(
  seq("At the beginning of ", words<BeginningOf>(BEGINNINGS.map((b) => [b, b] as const))).as(
    ([b]): TriggerIR => ({ atBeginningOf: b }),
    (t) => ("atBeginningOf" in t ? [t.atBeginningOf] : undefined),
  ),
  seq(
    words<"a player" | "you">([
      ["Whenever a player casts ", "a player"],
      ["Whenever you cast ", "you"],
    ]),
    oneOf<[boolean, Color[]]>(
      seq("a spell that's ", colorList).as(
        ([cs]): [boolean, Color[]] => [true, cs],
        ([that, cs]) => (that ? [cs] : undefined),
      ),
      seq(articled(colorList), " spell").as(
        ([cs]): [boolean, Color[]] => [false, cs],
        ([that, cs]) => (that ? undefined : [cs]),
      ),
    ),
  ).as(
    ([casts, [thatIs, colors]]): TriggerIR => ({ casts, colors, thatIs }),
    (t) => ("casts" in t ? [t.casts, [t.thatIs, [...t.colors]]] : undefined),
  ),
  seq("Whenever ", anotherOrA, " enters the battlefield", optional(phrase(" under your control", true))).as(
    ([[other, enters], yours]): TriggerIR => ({ enters, other, underYourControl: yours === true }),
    (t) => ("enters" in t ? [[t.other, t.enters], t.underYourControl ? true : null] : undefined),
  ),
  phrase("Whenever ~ deals damage to an opponent", { dealsDamageToOpponent: true }),
  phrase("When ~ is put into a graveyard from the battlefield", { toGraveyardFromBattlefield: true }),
  phrase("Whenever an opponent draws a card", { opponent: "draws" }),
  phrase("Whenever an opponent discards a card", { opponent: "discards" }),
  phrase("Whenever you draw a card", { you: "draw" }),
  phrase("Whenever you discard a card", { you: "discard" }),
  phrase("Whenever you gain life", { you: "gain life" }),
  phrase("Whenever ~ attacks", { attacksSelf: true }),
  seq(
    words<"a player" | "you">([
      ["Whenever a player casts ", "a player"],
      ["Whenever you cast ", "you"],
    ]),
    articled(oneOf(nounPhrase, noncreature)),
    " spell",
  ).as(
    ([castsSpell, what]): TriggerIR => ({ castsSpell, what }),
    (t) => ("castsSpell" in t ? [t.castsSpell, t.what] : undefined),
  ),
  seq("Whenever ", anotherOrA, " dies").as(
    ([[other, dies]]): TriggerIR => ({ dies, other }),
    (t) => ("dies" in t ? [[t.other, t.dies]] : undefined),
  ),
);

/** "enchantment on the battlefield", "Forest you control", "other creature on the battlefield named ~". */
const countOf: Grammar<CountIR> = seq(
  optional(phrase("other ", true)),
  nounPhrase,
  optional(phrase(" on the battlefield", true)),
  optional(phrase(" named ~", true)),
).as(
  ([other, what, onBattlefield, named]): CountIR => ({ other: other === true, what, onBattlefield: onBattlefield === true, namedSelf: named === true }),
  (c) => [c.other ? true : null, c.what, c.onBattlefield ? true : null, c.namedSelf ? true : null],
);

const lordAndCountParagraph: Grammar<Paragraph> = oneOf<Paragraph>(
  capitalized(
    seq(
      optional(phrase("other ", true)),
      ofASubtype(pluralNounPhrase),
      oneOf<[[string, string] | null, string[]]>(
        seq(" get ", signed, "/", signed, " and have ", hasKeywords).as(
          ([p, t, has]): [[string, string] | null, string[]] => [[p, t], has],
          ([pt, has]) => (pt ? [pt[0], pt[1], has] : undefined),
        ),
        seq(" have ", hasKeywords).as(
          ([has]): [[string, string] | null, string[]] => [null, has],
          ([pt, has]) => (pt ? undefined : [has]),
        ),
      ),
      ".",
    ),
  ).as(
    ([other, who, [pt, has]]): Paragraph => ({ lord: { other: other === true, who, pt, has } }),
    (x) => ("lord" in x ? [x.lord.other ? true : null, x.lord.who, [x.lord.pt ? [x.lord.pt[0], x.lord.pt[1]] : null, [...x.lord.has]]] : undefined),
  ),
  seq(
    words<"~" | "Enchanted creature" | "Equipped creature">([
      ["~", "~"],
      ["Enchanted creature", "Enchanted creature"],
      ["Equipped creature", "Equipped creature"],
    ]),
    " gets ",
    signed,
    "/",
    signed,
    " for each ",
    countOf,
    ".",
  ).as(
    ([who, p, t, count]): Paragraph => ({ getsForEach: { who, pt: [p, t], count } }),
    (x) => ("getsForEach" in x ? [x.getsForEach.who, x.getsForEach.pt[0], x.getsForEach.pt[1], x.getsForEach.count] : undefined),
  ),
  seq("~'s power and toughness are each equal to the number of ", nounPhrase, " cards in all graveyards.").as(
    ([what]): Paragraph => ({ ptEqualToCardsInGraveyards: what }),
    (x) => ("ptEqualToCardsInGraveyards" in x ? [x.ptEqualToCardsInGraveyards] : undefined),
  ),
  phrase("A deck can have any number of cards named ~.", { anyNumberInDeck: true }),
  seq(activationCost, ": Add ", manaAdded, ". ~ deals ", digits, " damage to you.").as(
    ([cost, add, damage]): Paragraph => ({ manaThenDamage: { cost, add, damage } }),
    (x) => ("manaThenDamage" in x ? [x.manaThenDamage.cost, x.manaThenDamage.add, x.manaThenDamage.damage] : undefined),
  ),
);

/** A card's name, as far as the words that follow it ("Chandra, Flame's Catalyst" has a comma of its own). */
function cardNameBefore(next: string): Grammar<string> {
  return new Grammar<string>(
    function* (s, at) {
      const end = s.indexOf(next, at);
      if (end > at && /^[A-Z][\w',\- ]*$/.test(s.slice(at, end))) yield [s.slice(at, end), end];
    },
    (name) => (/^[A-Z][\w',\- ]*$/.test(name) ? name : null),
  );
}
