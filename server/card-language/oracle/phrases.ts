// The Oracle templates the compiler knows, as bidirectional grammars (grammar.ts): each reads its words into
// the IR (ir.ts) and writes the same words back. The card's own name is "~" here (compile.ts replaces it).

import type { Color } from "../../../shared/mana.ts";
import { type Keyword, LAND_TYPES } from "../card-definition.ts";
import { CREATURE_TYPES } from "../creature-types.ts";
import { capitalized, Grammar, lazy, listOf, lit, oneOf, optional, pattern, readAll, seq, words } from "./grammar.ts";
import type {
  Adjective,
  BeginningOf,
  Count,
  CountIR,
  Instruction,
  KeywordIR,
  ManaIR,
  Noun,
  NounPhrase,
  Paragraph,
  PlayerSubject,
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
    ],
    same,
  ),
);

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
    optional(
      listOf(
        seq(adjective, " ").as(
          ([a]) => a,
          (a) => [a],
        ),
        "",
      ),
    ),
    nounHead(nouns, subtypesAlone),
    optional(controllers),
    optional(seq(" with ", keywordName)),
  ).as(
    ([adjectives, [sub, ns], ctl, withKw]): NounPhrase => ({
      adjectives: adjectives ?? [],
      nouns: ns,
      controller: ctl ?? null,
      with: withKw?.[0] ?? null,
      ...(sub === null ? {} : { subtype: sub }),
    }),
    (p) => [p.adjectives.length ? [...p.adjectives] : null, [p.subtype ?? null, [...p.nouns]], p.controller, p.with === null ? null : [p.with]],
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
  seq("target ", nounPhrase, " card from your graveyard").as(
    ([p]): Subject => ({ targetCardInYourGraveyard: p }),
    (s) => ("targetCardInYourGraveyard" in s && s.targetCardInYourGraveyard ? [s.targetCardInYourGraveyard] : undefined),
  ),
  phrase("target card from your graveyard", { targetCardInYourGraveyard: null }),
  seq("target ", nounPhrase, " spell").as(
    ([p]): Subject => ({ targetSpell: p }),
    (s) => ("targetSpell" in s && s.targetSpell ? [s.targetSpell] : undefined),
  ),
  seq("target ", nounPhrase).as(
    ([p]): Subject => ({ target: p }),
    (s) => ("target" in s ? [s.target] : undefined),
  ),
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
    lazy(() => sacrificeASubtype),
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
);

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
      listOf(nouns, " or "),
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
function withArticle<T>(g: Grammar<T>): Grammar<T> {
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
  oneOf<NounPhrase | null>(phrase("a", null), withArticle(nounPhrase)),
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
  seq("it gets ", signed, "/", signed, " until end of turn").as(
    ([p, t]): Instruction => ({ itGets: [p, t] }),
    (i) => ("itGets" in i ? [i.itGets[0], i.itGets[1]] : undefined),
  ),
  seq("that player loses ", digits, " life").as(
    ([n]): Instruction => ({ thatPlayerLoses: n }),
    (i) => ("thatPlayerLoses" in i ? [i.thatPlayerLoses] : undefined),
  ),
  phrase("sacrifice ~", { sacrificeSelf: true }),
  seq("it deals ", digits, " damage to ", subject).as(
    ([n, to]): Instruction => ({ itDeals: n, to }),
    (i) => ("itDeals" in i ? [i.itDeals, i.to] : undefined),
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
  phrase("return it to its owner's hand", { returnItToHand: true }),
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
  withArticle(nounPhrase).as(
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
      seq(withArticle(colorList), " spell").as(
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
    withArticle(oneOf(nounPhrase, noncreature)),
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

/** "Sacrifice a Goblin", "Sacrifice an Elf": a cost kept as written (lower.ts reads it). */
const sacrificeASubtype: Grammar<string> = seq("Sacrifice ", withArticle(subtypeWord)).as(
  ([t]) => `Sacrifice ${withArticle(subtypeWord).write(t)}`,
  (text) => readAll(seq("Sacrifice ", withArticle(subtypeWord)), text)[0],
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
