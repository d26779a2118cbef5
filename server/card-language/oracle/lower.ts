// IR → behaviour: what the card language makes of each compiled paragraph. Where the engine has no way to do
// what the words say, lowering stops with the reason, and the card is not supported (no partial cards).

import { parseManaCost, type ManaType } from "../../../shared/mana.ts";
import type { Step } from "../../../shared/game-types.ts";
import type {
  Ability,
  Affects,
  Amount,
  CardCosts,
  CardDefinition,
  CardType,
  CostPart,
  Effect,
  Keyword,
  ManaProduced,
  ObjectFilter,
  ObjectRef,
  PlayerRef,
  SpellAbility,
  TargetRequirement,
  TriggerEvent,
} from "../card-definition.ts";
import { ability, affects, cost, discard, each, effect, modify, payLife, sacrifice, sacrificeSelf, tapSelf, target, untapSelf } from "../card-dsl.ts";
import type {
  BeginningOf,
  CardIR,
  Count,
  CountIR,
  Instruction,
  KeywordIR,
  LordAndCountParagraph,
  ManaIR,
  NounPhrase,
  OtherTriggerIR,
  Paragraph,
  PlayerSubject,
  Subject,
  TokenAndLibraryInstruction,
  TriggerIR,
} from "./ir.ts";
import { findCard } from "../../card-data/card-data.ts";
import { namesARealCard, tokenDefinition, tokenKey, tokenWords } from "./tokens.ts";
import { clause as clauseGrammar, paragraph as paragraphGrammar, nounPhrase, SIMPLE_KEYWORDS } from "./phrases.ts";

/** What lowering can't do, and why: the card stays unsupported with this reason. */
export class Unlowerable extends Error {}

/** The behaviour a card's compiled text gives it: the parts of a card definition that aren't printed facts. */
export interface Behaviour {
  readonly keywords: Keyword[];
  readonly abilities: Ability[];
  readonly spell: SpellAbility | null;
  readonly enchant: TargetRequirement | null;
  readonly costs: Partial<CardCosts>;
  /** 614.1c: "enters the battlefield with N +1/+1 counters on it". */
  readonly entersWithCounters: CardDefinition["entersWithCounters"];
}

/** The facts lowering needs: the card's name (for its text) and whether it is an instant or sorcery. */
export interface LowerFacts {
  readonly name: string;
  readonly types: readonly string[];
  /** The tokens written by hand (a description of one of them creates that token). */
  readonly tokens?: readonly CardDefinition[];
}

function amount(n: Count): Amount {
  return n === "X" ? { x: true } : n;
}

const TYPE_OF_NOUN: Readonly<Record<string, CardType | null>> = {
  creature: "Creature",
  artifact: "Artifact",
  enchantment: "Enchantment",
  land: "Land",
  planeswalker: "Planeswalker",
  instant: "Instant",
  sorcery: "Sorcery",
  permanent: null,
};

/** The keyword a word of the IR names ("first strike"). */
const KEYWORD_OF = new Map<string, Keyword>(SIMPLE_KEYWORDS.map((k) => [k.toLowerCase(), k]));

export function keywordOf(word: string): Keyword {
  const k = KEYWORD_OF.get(word);
  if (!k) throw new Unlowerable(`the keyword "${word}"`);
  return k;
}

/** A noun phrase as an object filter; words the engine's filters can't express stop lowering. */
export function filterOf(p: NounPhrase): ObjectFilter {
  const types = p.nouns.map((n) => TYPE_OF_NOUN[n]);
  const filter: { -readonly [K in keyof ObjectFilter]: ObjectFilter[K] } = {};
  if (types.length > 0 && !types.includes(null)) filter.types = types as CardType[];
  for (const a of p.adjectives) {
    if (a === "untapped") filter.untapped = true;
    else if (a === "tapped") filter.tapped = true;
    else if (a === "attacking") filter.attacking = true;
    else if (a === "basic") filter.supertypes = ["Basic"];
    else if (a === "nontoken") filter.nontoken = true;
    else if (typeof a === "string") throw new Unlowerable(`a filter on "${a}" objects`);
    else if ("color" in a) filter.colors = [...(filter.colors ?? []), a.color];
    else if ("nonColor" in a) filter.notColors = [...(filter.notColors ?? []), a.nonColor];
    else filter.notTypes = [...(filter.notTypes ?? []), TYPE_OF_NOUN[a.nonType]!];
  }
  if (p.controller === "you") filter.controller = "you";
  else if (p.controller === "an opponent") filter.controller = "opponent";
  else if (p.controller !== null) throw new Unlowerable(`"${p.controller} control"`);
  if (p.with !== null) filter.keywords = [keywordOf(p.with)];
  if (p.subtype !== undefined) filter.subtypes = [p.subtype];
  return filter;
}

/** The targets an ability or spell collects as its instructions name them (601.2c: in the order they appear). */
class Targets {
  readonly list: TargetRequirement[] = [];

  /** The tokens written by hand, which a description of the same token names (tokens.ts). */
  readonly knownTokens: readonly CardDefinition[];

  constructor(knownTokens: readonly CardDefinition[] = []) {
    this.knownTokens = knownTokens;
  }

  /** The object or player a subject means, adding a target requirement when it says "target". */
  ref(s: Subject): ObjectRef {
    if ("self" in s) return { self: true };
    return { target: this.add(requirementOf(s)) };
  }

  /** The player or players an instruction is about. */
  player(who: PlayerSubject): PlayerRef {
    switch (who) {
      case "you":
        return { you: true };
      case "each player":
        return { each: true };
      case "target player":
        return { target: this.add(target.player()) };
      case "target opponent":
        return { target: this.add({ ...target.player("target opponent"), players: "opponent" }) };
      default:
        throw new Unlowerable(`an instruction to ${who}`);
    }
  }

  private add(r: TargetRequirement): number {
    this.list.push(r);
    return this.list.length - 1;
  }
}

function requirementOf(s: Exclude<Subject, { self: true }>): TargetRequirement {
  if ("anyTarget" in s) return target.any();
  if ("targetPlayer" in s) return s.targetPlayer === "player" ? target.player() : { ...target.player("target opponent"), players: "opponent" };
  const text = (p: NounPhrase, suffix = ""): string => `target ${nounPhrase.write(p)}${suffix}`;
  if ("targetSpell" in s) return s.targetSpell === null ? target.spell() : target.spell(filterOf(s.targetSpell), text(s.targetSpell, " spell"));
  if ("targetPlayerOrPlaneswalker" in s) return target.playerOrPlaneswalker();
  if ("targetCardInYourGraveyard" in s) {
    const p = s.targetCardInYourGraveyard;
    return target.cardInYourGraveyard(p ? filterOf(p) : {}, p ? text(p, " card from your graveyard") : "target card from your graveyard");
  }
  return target.permanent(filterOf(s.target), text(s.target));
}

/** A pump written "+2" or "-0" (X isn't a number here). */
function ptChange(pt: readonly [string, string]): [number, number] {
  if (pt.some((v) => v.endsWith("X"))) throw new Unlowerable("a +X/+X change");
  return [Number(pt[0]), Number(pt[1])];
}

function effectsOf(i: Instruction, t: Targets): Effect[] {
  if ("dealDamage" in i) {
    if ("self" in i.to) throw new Unlowerable("damage dealt by a card to itself");
    return [{ kind: "dealDamage", amount: amount(i.dealDamage), to: t.ref(i.to) as { target: number } }];
  }
  if ("draw" in i) return [effect.drawCards(amount(i.draw))];
  if ("gainLife" in i) return [effect.gainLife(amount(i.gainLife), { you: true })];
  if ("scry" in i) {
    if (i.scry === "X") throw new Unlowerable("scry X");
    return [effect.scry(i.scry)];
  }
  if ("destroy" in i) return [effect.destroy(t.ref(i.destroy))];
  if ("exile" in i) return [effect.exile(t.ref(i.exile))];
  if ("counter" in i) return [effect.counter(t.ref(i.counter))];
  if ("returnToHand" in i)
    return "targetCardInYourGraveyard" in i.returnToHand
      ? [effect.returnFromGraveyardToHand(t.ref(i.returnToHand))]
      : [effect.returnToHand(t.ref(i.returnToHand))];
  if ("tap" in i) return [effect.tap(t.ref(i.tap))];
  if ("untap" in i) return [effect.untap(t.ref(i.untap))];
  if ("mill" in i) return [effect.mill(amount(i.mill), t.player(i.who))];
  if ("loseLife" in i) return [effect.loseLife(amount(i.loseLife), t.player(i.who))];
  if ("discard" in i) {
    if (i.discard === "X") throw new Unlowerable("discarding X cards");
    return [effect.discard(i.discard, t.player(i.who))];
  }
  if ("destroyAll" in i) return [effect.destroyAll(filterOf(i.destroyAll))];
  if ("pumpAll" in i) return [effect.pumpUntilEndOfTurn(...ptChange(i.pumpAll), each(filterOf(i.who)))];
  if ("preventAllCombatDamage" in i) return [effect.preventAllCombatDamage()];
  if ("regenerate" in i) return [effect.regenerate()];
  if ("putCounters" in i) return [effect.putCounters(i.counterKind, amount(i.putCounters), t.ref(i.on))];
  if ("counterUnlessPays" in i) return [effect.counter(t.ref(i.spell), i.counterUnlessPays)];
  if ("playerDraws" in i) return [effect.drawCards(amount(i.playerDraws), t.player(i.who))];
  // 603.5: the choice is made as it resolves; its targets, if any, were chosen as it was put on the stack.
  if ("youMay" in i) return [effect.optional(clauseGrammar.write(i.youMay) ?? "", ...effectsOf(i.youMay, t))];
  if (!("pump" in i)) return tokenAndLibraryEffects(i, t);
  // "gets +N/+N and gains [keywords] until end of turn": one object, both effects.
  const who = t.ref(i.who);
  return [
    ...(i.pump ? [effect.pumpUntilEndOfTurn(...ptChange(i.pump), who)] : []),
    ...(i.gains.length ? [effect.gainKeywords(i.gains.map(keywordOf), who)] : []),
  ];
}

function instructions(
  list: readonly Instruction[],
  knownTokens?: readonly CardDefinition[],
): { readonly targets: TargetRequirement[]; readonly effects: Effect[] } {
  const t = new Targets(knownTokens);
  const effects = list.flatMap((i) => effectsOf(i, t));
  return { targets: t.list, effects };
}

function keywordAbility(k: KeywordIR): Keyword | Ability {
  if ("simple" in k) return keywordOf(k.simple);
  if ("protectionFrom" in k) return { protectionFrom: k.protectionFrom };
  if ("renown" in k) return { renown: k.renown };
  if ("bloodthirst" in k) return { bloodthirst: k.bloodthirst };
  return ability.equip(costOf(k.equip));
}

/** "{2}, {T}" → the cost. */
function costOf(text: string): ReturnType<typeof cost> {
  let mana: string | null = null;
  const parts: CostPart[] = [];
  for (const part of text.split(", ")) {
    if (part === "{T}") parts.push(tapSelf);
    else if (part === "{Q}") parts.push(untapSelf);
    else if (part === "Sacrifice ~") parts.push(sacrificeSelf);
    else if (part === "Sacrifice a creature") parts.push(sacrifice("a creature", { types: ["Creature"] }));
    else if (/^Sacrifice an? [A-Z]/.test(part)) parts.push(sacrifice(part.slice("Sacrifice ".length), { subtypes: [part.split(" ").at(-1)!] }));
    else if (part === "Discard a card") parts.push(discard("a card", {}));
    else if (part.startsWith("Pay ")) parts.push(payLife(Number(part.split(" ")[1])));
    else if (mana === null) mana = part;
    else throw new Unlowerable(`the cost "${text}"`);
  }
  return cost(mana, ...parts);
}

function manaProduced(m: ManaIR): ManaProduced[] {
  if ("anyColor" in m) return ["anyColor"];
  const symbols = (s: string): ManaType[] =>
    parseManaCost(s).map((c) => {
      if (c.kind === "colored") return c.color;
      if (c.kind === "colorless") return "C";
      throw new Unlowerable(`adding ${s}`);
    });
  if ("oneOf" in m) return [{ oneOf: m.oneOf.flatMap(symbols) }];
  const all = symbols(m.symbols);
  // The payment planner and the priority prompt know a mana ability by one type of mana it adds (several of it, {C}{C}).
  if (new Set(all).size > 1) throw new Unlowerable(`adding ${m.symbols} at once`);
  return all;
}

/** 603.1: what a triggered ability's trigger condition is, as an event. */
function triggerEvent(when: TriggerIR): TriggerEvent {
  if ("entersSelf" in when) return { on: "enters", what: "self" };
  if ("diesSelf" in when) return { on: "dies", what: "self" };
  if ("combatDamageToPlayer" in when) return { on: "dealsCombatDamageToPlayer" };
  if ("blocksSelf" in when) return { on: "blocks" };
  if ("yourUpkeep" in when) return { on: "beginningOfStep", step: "upkeep", whose: "your" };
  return otherTriggerEvent(when);
}

/** Lowers a compiled card. Throws Unlowerable with the reason when some paragraph has no behaviour here. */
export function lower(ir: CardIR, facts: LowerFacts): Behaviour {
  const spellCard = facts.types.includes("Instant") || facts.types.includes("Sorcery");
  const textOf = (p: Paragraph): string => (paragraphGrammar.write(p) ?? "").split("~").join(facts.name);
  const keywords: Keyword[] = [];
  const abilities: Ability[] = [];
  // 608.2c: an instant's or sorcery's instructions, one paragraph or several, are followed in order.
  const spellInstructions: Instruction[] = [];
  let enchant: TargetRequirement | null = null;
  const costs: { -readonly [K in keyof CardCosts]?: CardCosts[K] } = {};
  let entersWithCounters: Behaviour["entersWithCounters"] = null;
  for (const p of ir) {
    if ("reminderOnly" in p) continue;
    if ("keywords" in p) {
      for (const k of p.keywords) {
        const a = keywordAbility(k);
        if (typeof a === "string" || !("kind" in a)) keywords.push(a);
        else abilities.push(a);
      }
    } else if ("enchant" in p) {
      if (p.enchant.nouns.length !== 1) throw new Unlowerable("enchant with more than one kind of permanent");
      enchant = { ...target.permanent(filterOf(p.enchant)), text: `enchant ${nounPhrase.write(p.enchant)}` };
    } else if ("entersTapped" in p) abilities.push(ability.replacement(textOf(p), { kind: "entersTapped", what: "self" }));
    else if ("mana" in p) {
      const c = costOf(p.mana.cost);
      // 605: the engine pays a mana ability's {T}, {Q}, life and sacrificing itself, not mana or other objects.
      const paid = new Set(["tapSelf", "untapSelf", "payLife", "sacrificeSelf"]);
      if (c.mana !== null || c.parts.some((x) => !paid.has(x.kind))) throw new Unlowerable(`a mana ability that costs "${p.mana.cost}"`);
      abilities.push({ ...ability.mana(c, ...manaProduced(p.mana.add)), text: textOf(p) });
    } else if ("activated" in p) {
      const { cost: c, instructions: is, limit } = p.activated;
      const spec = { ...instructions(is, facts.tokens), oncePerTurn: limit === "once each turn", sorcerySpeed: limit === "as a sorcery" };
      abilities.push({ ...ability.activated(costOf(c), "", spec), text: textOf(p) });
    } else if ("triggered" in p) {
      const spec = instructions(p.triggered.instructions, facts.tokens);
      const event = triggerEvent(p.triggered.when);
      // "it": the object the trigger event was about, which only these triggers name as a permanent.
      if (p.triggered.instructions.some((i) => "itGets" in i) && event.on !== "attacks" && event.on !== "enters")
        throw new Unlowerable(`"it" after a trigger that names no permanent`);
      // "return it to its owner's hand": the card a creature that died became (the trigger's subject).
      if (p.triggered.instructions.some((i) => "returnItToHand" in i) && !(event.on === "dies" && event.what === "self"))
        throw new Unlowerable(`"return it" after a trigger that names no card in a graveyard`);
      abilities.push(ability.triggered(textOf(p), event, event.on === "toGraveyardFromBattlefield" ? fromGraveyard(spec) : spec));
    } else if ("attachedGets" in p) {
      const { pt, has } = p.attachedGets;
      const mods = [...(pt ? [modify.powerToughness(...ptChange(pt))] : []), ...(has.length ? [modify.addKeywords(...has.map(keywordOf))] : [])];
      abilities.push(ability.continuous(textOf(p), affects.attached, ...mods));
    } else if ("additionalCost" in p)
      costs.additional =
        p.additionalCost === "sacrifice a creature" ? cost(null, sacrifice("a creature", { types: ["Creature"] })) : cost(null, discard("a card", {}));
    else if ("restriction" in p) {
      const text = textOf(p);
      if (p.restriction === "can't block") abilities.push(ability.cantBlock(text));
      else if (p.restriction === "enchanted can't attack or block") abilities.push({ ...ability.enchantedCantAttackOrBlock(), text });
      else abilities.push(ability.continuous(text, affects.attached, modify.control()));
    } else if ("canBlockOnlyWith" in p) abilities.push(ability.canBlockOnly(textOf(p), { keywords: [keywordOf(p.canBlockOnlyWith)] }));
    else if ("entersWithCounters" in p) entersWithCounters = { counter: "+1/+1", amount: p.entersWithCounters };
    else if ("ptEqualToNumberOf" in p)
      abilities.push(ability.continuous(textOf(p), affects.self, modify.powerToughnessFromCount(filterOf(p.ptEqualToNumberOf))));
    else if ("anthem" in p) {
      const { other, who, pt } = p.anthem;
      abilities.push(ability.continuous(textOf(p), affects.permanents(filterOf(who), other), modify.powerToughness(...ptChange(pt))));
    } else if (!("spell" in p)) abilities.push(lordOrCountAbility(p, textOf(p), facts));
    else {
      if (!spellCard) throw new Unlowerable("instructions on a permanent card, outside an ability");
      spellInstructions.push(...p.spell);
    }
  }
  if (spellCard !== spellInstructions.length > 0) throw new Unlowerable("an instant or sorcery without instructions");
  const spell: SpellAbility | null = spellCard
    ? { modes: null, ...instructions(spellInstructions, facts.tokens), divide: null, costPerExtraTarget: null }
    : null;
  return { keywords, abilities, spell, enchant, costs, entersWithCounters };
}

// ---- Tokens, library searches, triggers on other objects and players, lords, counting ----------------------------

/** The effects of the instructions about tokens, libraries, and players a trigger names. */
function tokenAndLibraryEffects(i: TokenAndLibraryInstruction, t: Targets): Effect[] {
  if ("createTokens" in i) {
    if (namesARealCard(i.token)) throw new Unlowerable(`a token named after the card ${i.token.named}`);
    const def = tokenDefinition(i.token, i.token.with.map(keywordOf));
    return [effect.createTokens(amount(i.createTokens), tokenKey(def, tokenWords(i.token), t.knownTokens))];
  }
  if ("searchLibrary" in i) {
    const filter = i.searchLibrary === null ? {} : filterOf(i.searchLibrary);
    if (i.put === "hand") return [{ kind: "searchLibraryToHand", filter, reveal: i.reveal }];
    if (i.reveal) throw new Unlowerable("revealing a card put onto the battlefield");
    return [{ kind: "searchLibraryToBattlefield", filter, ...(i.put === "battlefield tapped" ? { tapped: true as const } : {}) }];
  }
  if ("searchLibraryAndGraveyardFor" in i) {
    if (!findCard(i.searchLibraryAndGraveyardFor)) throw new Unlowerable(`a search for ${i.searchLibraryAndGraveyardFor}, which isn't a card`);
    return [{ kind: "searchLibraryToHand", filter: { name: i.searchLibraryAndGraveyardFor }, reveal: true, orGraveyard: true }];
  }
  if ("itGets" in i) return [effect.pumpUntilEndOfTurn(...ptChange(i.itGets), { triggerSubject: true })];
  if ("thatPlayerLoses" in i) return [effect.loseLife(amount(i.thatPlayerLoses), { controllerOfSubject: true })];
  if ("sacrificeSelf" in i) return [effect.sacrificeSelf()];
  if ("itDeals" in i) {
    if ("self" in i.to) throw new Unlowerable("damage dealt by a card to itself");
    return [{ kind: "dealDamage", amount: amount(i.itDeals), to: t.ref(i.to) as { target: number } }];
  }
  if ("damagesPlayer" in i) {
    if (i.damagesPlayer === "X") throw new Unlowerable("X damage to a player");
    return [effect.damagePlayers(i.damagesPlayer, i.who === "you" ? { you: true } : { controllerOfSubject: true })];
  }
  if ("discardsAtRandom" in i) {
    if (i.discardsAtRandom === "X") throw new Unlowerable("discarding X cards");
    const player: PlayerRef = i.who === "that player" ? { controllerOfSubject: true } : t.player(i.who);
    return [{ kind: "discardAtRandom", amount: i.discardsAtRandom, player }];
  }
  if ("returnItToHand" in i) return [effect.returnFromGraveyardToHand({ triggerSubject: true })];
  if ("mayGainLife" in i) return [effect.optional(`gain ${i.mayGainLife} life`, effect.gainLife(amount(i.mayGainLife), { you: true }))];
  if (("gainLifeForEach" in i || "createTokenForEach" in i) && i.count.other) throw new Unlowerable('"for each other" in an instruction');
  if ("gainLifeForEach" in i) {
    if (i.gainLifeForEach === "X") throw new Unlowerable("X life for each");
    return [effect.gainLife({ forEach: countFilter(i.count), times: i.gainLifeForEach }, { you: true })];
  }
  if ("createTokenForEach" in i)
    return tokenAndLibraryEffects({ createTokens: 1, token: i.createTokenForEach }, t).map((e) => ({
      ...e,
      count: { forEach: countFilter(i.count), times: 1 },
    }));
  if ("gainLifeEqualToToughness" in i) return [effect.gainLife({ toughnessOfSubject: true }, { you: true })];
  if (i.gainLifeForEachCardInGraveyard !== 1) throw new Unlowerable("more than 1 life for each card");
  return [effect.gainLife({ cardsInGraveyard: { you: true } }, { you: true })];
}

const BEGINNING_OF: Readonly<Record<BeginningOf, readonly [Step, "your" | "each" | "opponent"]>> = {
  "each upkeep": ["upkeep", "each"],
  "the end step": ["end", "each"],
  "each end step": ["end", "each"],
  "your end step": ["end", "your"],
  "each player's upkeep": ["upkeep", "each"],
  "each opponent's upkeep": ["upkeep", "opponent"],
  "combat on your turn": ["beginningOfCombat", "your"],
  "your precombat main phase": ["precombatMain", "your"],
  "your draw step": ["draw", "your"],
  "each player's draw step": ["draw", "each"],
};

/** 603.2: the events the triggers on other objects and on players watch. */
function otherTriggerEvent(when: OtherTriggerIR): TriggerEvent {
  if ("atBeginningOf" in when) {
    const [step, whose] = BEGINNING_OF[when.atBeginningOf];
    return { on: "beginningOfStep", step, whose };
  }
  if ("you" in when) return when.you === "gain life" ? { on: "gainsLife", who: "you" } : { on: when.you === "draw" ? "draws" : "discards", who: "you" };
  if ("attacksSelf" in when) return { on: "attacks" };
  if ("castsSpell" in when) return { on: "spellCast", caster: when.castsSpell === "you" ? "you" : "any", spells: filterOf(when.what) };
  if ("dies" in when) {
    if (when.other) throw new Unlowerable("another creature dying");
    return { on: "dies", what: filterOf(when.dies) };
  }
  if ("casts" in when) return { on: "spellCast", caster: when.casts === "you" ? "you" : "any", spells: { colors: when.colors } };
  if ("enters" in when) {
    const what = { ...filterOf(when.enters), ...(when.underYourControl ? { controller: "you" as const } : {}) };
    return { on: "enters", what, ...(when.other ? { other: true } : {}) };
  }
  if ("dealsDamageToOpponent" in when) return { on: "dealsDamageToOpponent" };
  if ("toGraveyardFromBattlefield" in when) return { on: "toGraveyardFromBattlefield", what: "self" };
  return { on: when.opponent, who: "opponent" };
}

/** What a "for each" counts: the permanents, "on the battlefield" said or not; "named ~": this card's name ("other": the caller's). */
function countFilter(count: CountIR, name?: string): ObjectFilter {
  if (count.namedSelf && name === undefined) throw new Unlowerable('"named ~" here');
  return { ...filterOf(count.what), ...(count.namedSelf ? { name } : {}) };
}

const ATTACHED_BY: Readonly<Record<string, Affects>> = { "~": affects.self, "Enchanted creature": affects.attached, "Equipped creature": affects.attached };

/** Lords, "gets +1/+1 for each …", counts of cards in graveyards, painlands. */
function lordOrCountAbility(p: LordAndCountParagraph, text: string, facts: LowerFacts): Ability {
  if ("lord" in p) {
    const { other, who, pt, has } = p.lord;
    const mods = [...(pt ? [modify.powerToughness(...ptChange(pt))] : []), modify.addKeywords(...has.map(keywordOf))];
    return ability.continuous(text, affects.permanents(filterOf(who), other), ...mods);
  }
  if ("getsForEach" in p) {
    const { who, pt, count } = p.getsForEach;
    const [power, toughness] = ptChange(pt);
    const filter = countFilter(count, facts.name);
    return ability.continuous(text, ATTACHED_BY[who]!, { kind: "modifyPowerToughnessForEach", power, toughness, count: filter, other: count.other });
  }
  if ("anyNumberInDeck" in p) return ability.static(text, { kind: "anyNumberInDeck" });
  if ("ptEqualToCardsInGraveyards" in p)
    return ability.continuous(text, affects.self, { kind: "powerToughnessFromCardsInGraveyards", filter: filterOf(p.ptEqualToCardsInGraveyards) });
  const { cost: c, add, damage } = p.manaThenDamage;
  if (damage === "X") throw new Unlowerable("X damage from a mana ability");
  const mana = costOf(c);
  if (mana.mana !== null || mana.parts.some((x) => x.kind !== "tapSelf")) throw new Unlowerable(`a mana ability that costs "${c}"`);
  return { ...ability.mana(mana, ...manaProduced(add)), text, damagesYou: damage };
}

/**
 * 400.7: after "When ~ is put into a graveyard from the battlefield", ~ is the card in the graveyard, a new object (the
 * trigger's subject): "return ~ to its owner's hand" returns that card; other instructions about ~ aren't lowered.
 */
function fromGraveyard<T extends { readonly effects: Effect[] }>(spec: T): T {
  const effects = spec.effects.map(
    (e): Effect => (e.kind === "returnToHand" && "self" in e.object ? effect.returnFromGraveyardToHand({ triggerSubject: true }) : e),
  );
  if (JSON.stringify(effects).includes('"self":true')) throw new Unlowerable("an instruction about a card that left the battlefield");
  return { ...spec, effects };
}
