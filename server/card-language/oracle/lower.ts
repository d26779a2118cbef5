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
  Modification,
  ObjectRef,
  PlayerRef,
  SpellAbility,
  StaticEffect,
  TargetRequirement,
  TriggerEvent,
} from "../card-definition.ts";
import { CREATURE_TYPES } from "../creature-types.ts";
import {
  ability,
  affects,
  cost,
  discard,
  each,
  effect,
  manaAbilityPoolCost,
  modal as modalSpellOf,
  modify,
  payLife,
  removeCounters,
  sacrifice,
  sacrificeSelf,
  tapSelf,
  target,
  untapSelf,
} from "../card-dsl.ts";
import type {
  BeginningOf,
  CardIR,
  CostPartIR,
  Count,
  CountIR,
  Instruction,
  InstructionC,
  KeywordIR,
  LookedAtRest,
  LordAndCountParagraph,
  ManaIR,
  NounPhrase,
  OtherTriggerIR,
  Paragraph,
  ParagraphC,
  PlayerSubject,
  Subject,
  TokenAndLibraryInstruction,
  TriggerIR,
} from "./ir.ts";
import {
  clause as clauseGrammar,
  paragraph as paragraphGrammar,
  nounPhrase,
  pluralNounPhrase,
  readCostPart,
  SIMPLE_KEYWORDS,
  subject as subjectGrammar,
} from "./phrases.ts";
import { findCard } from "../../card-data/card-data.ts";
import { namesARealCard, tokenDefinition, tokenKey, tokenWords } from "./tokens.ts";

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
  // "target red or green spell": no noun, no card type.
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
    else if ("colors" in a) filter.colors = [...(filter.colors ?? []), ...a.colors];
    else filter.notTypes = [...(filter.notTypes ?? []), TYPE_OF_NOUN[a.nonType]!];
  }
  if (p.controller === "you") filter.controller = "you";
  // "an opponent controls", "you don't control": the engine's "opponent" is any controller but you.
  else if (p.controller === "an opponent" || p.controller === "you don't") filter.controller = "opponent";
  if (p.with !== null) filter.keywords = [keywordOf(p.with)];
  if (p.without !== undefined) filter.notKeywords = [keywordOf(p.without)];
  if (p.powerAtMost !== undefined) filter.maxPower = p.powerAtMost;
  if (p.ofChosen === "type") filter.ofChosenType = true;
  else if (p.ofChosen === "color") filter.ofChosenColor = true;
  if (p.manaValueAtMost !== undefined) filter.maxManaValue = p.manaValueAtMost;
  if (p.subtype !== undefined) filter.subtypes = [p.subtype];
  return filter;
}

/** The targets an ability or spell collects as its instructions name them (601.2c: in the order they appear). */
class Targets {
  readonly list: TargetRequirement[] = [];

  /** What the instruction before was done to: "that creature", "it". */
  private last: ObjectRef | null = null;

  /** The tokens written by hand, which a description of the same token names (tokens.ts). */
  readonly knownTokens: readonly CardDefinition[];

  constructor(knownTokens: readonly CardDefinition[] = [], it?: ObjectRef) {
    this.knownTokens = knownTokens;
    this.last = it ?? null;
  }

  /** The object or player a subject means, adding a target requirement when it says "target". */
  ref(s: Subject): ObjectRef {
    if ("previous" in s) {
      if (!this.last) throw new Unlowerable(`"${s.previous}" with nothing before it`);
      return this.last;
    }
    this.last = "self" in s ? { self: true } : "attachedCreature" in s ? { attachedToSource: true } : { target: this.add(requirementOf(s)) };
    return this.last;
  }

  /** The player or players an instruction is about. */
  player(who: PlayerSubject): PlayerRef {
    switch (who) {
      case "you":
        return { you: true };
      case "each player":
        return { each: true };
      case "each opponent":
        return { eachOpponent: true };
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

function requirementOf(s: Exclude<Subject, { self: true } | { attachedCreature: unknown } | { previous: unknown }>): TargetRequirement {
  if ("targetCardInAGraveyard" in s || "targets" in s) return zoneRequirement(s);
  if ("anyTarget" in s) return target.any();
  if ("targetPlayer" in s) return s.targetPlayer === "player" ? target.player() : { ...target.player("target opponent"), players: "opponent" };
  const text = (p: NounPhrase, suffix = ""): string => `target ${nounPhrase.write(p)}${suffix}`;
  // The subject's own words: "target red or green spell" has adjectives and no noun, which a noun phrase can't write.
  if ("targetSpell" in s)
    return s.targetSpell === null ? target.spell() : target.spell(filterOf(s.targetSpell), subjectGrammar.write(s) ?? text(s.targetSpell, " spell"));
  if ("targetPlayerOrPlaneswalker" in s) return target.playerOrPlaneswalker();
  if ("upTo" in s && "target" in s) return upToRequirement(s, requirementOf({ target: s.target }));
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
  const zone = zoneEffects(i, t);
  if (zone) return zone;
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
  const c = effectsC(i, t);
  if (c) return c;
  const massOrJoined = massAndJoinedEffects(i, t);
  if (massOrJoined) return massOrJoined;
  if (isTokenAndLibrary(i)) return tokenAndLibraryEffects(i, t);
  if (!("pump" in i)) throw new Unlowerable("an instruction lowering doesn't know");
  // "gets +N/+N and gains [keywords] until end of turn": one object, both effects.
  const who = t.ref(i.who);
  return [
    ...(i.pump ? [effect.pumpUntilEndOfTurn(...ptChange(i.pump), who)] : []),
    ...(i.gains.length ? [effect.gainKeywords(i.gains.map(keywordOf), who)] : []),
  ];
}

/**
 * What "it" means first in a triggered ability: this permanent after "Whenever ~ attacks"; the creature that entered after
 * "Whenever a creature enters"; after "When ~ dies", the card it became in the graveyard (400.7), which "return it to its
 * owner's hand" returns from there. Other events name no object "it" could be.
 */
function itOf(event: TriggerEvent): ObjectRef | undefined {
  if (event.on === "combatRole" && event.what === "self") return { self: true };
  if (event.on === "enters" || (event.on === "dies" && event.what === "self")) return { triggerSubject: true };
  return undefined;
}

/** `it`: what "it" means before anything else, in a triggered ability whose event names an object ("Whenever ~ attacks"). */
function instructions(
  list: readonly Instruction[],
  knownTokens: readonly CardDefinition[] | undefined,
  it?: ObjectRef,
): { readonly targets: TargetRequirement[]; readonly effects: Effect[] } {
  const t = new Targets(knownTokens, it);
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
    else if (part === "Discard a card") parts.push(discard("a card", {}));
    else if (part.startsWith("Pay ")) parts.push(payLife(Number(part.split(" ")[1])));
    else if (readCostPart(part)) parts.push(costPartOf(readCostPart(part)!));
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
  const partsC: LoweredC = { abilities, modes: null };
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
      if (manaAbilityPoolCost(c) === null) throw new Unlowerable(`a mana ability that costs "${p.mana.cost}"`);
      abilities.push({ ...ability.mana(c, ...manaProduced(p.mana.add)), text: textOf(p) });
    } else if ("activated" in p) {
      const { cost: c, instructions: is, limit } = p.activated;
      const spec = { ...instructions(is, facts.tokens), oncePerTurn: limit === "once each turn", sorcerySpeed: limit === "as a sorcery" };
      abilities.push({ ...ability.activated(costOf(c), "", spec), text: textOf(p) });
    } else if ("triggered" in p) {
      const event = triggerEvent(p.triggered.when);
      const spec = instructions(p.triggered.instructions, facts.tokens, itOf(event));
      // "return it to its owner's hand": the card a creature that died became (the trigger's subject).
      abilities.push(
        ability.triggered(
          textOf(p),
          event,
          event.on === "toGraveyardFromBattlefield" || (event.on === "dies" && event.what === "self") ? fromGraveyard(spec) : spec,
        ),
      );
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
    } else if (isParagraphC(p)) lowerParagraphC(p, textOf(p), partsC, facts.tokens);
    else if (isLordOrCount(p)) abilities.push(lordOrCountAbility(p, textOf(p), facts));
    else if (!("spell" in p)) abilities.push(...creatureParagraphAbilities(p, textOf(p)));
    else {
      if (!spellCard) throw new Unlowerable("instructions on a permanent card, outside an ability");
      spellInstructions.push(...p.spell);
    }
  }
  const modal = partsC.modes === null ? null : modalSpell(partsC.modes, spellCard, spellInstructions.length > 0, facts.tokens);
  if (spellCard !== (spellInstructions.length > 0 || modal !== null)) throw new Unlowerable("an instant or sorcery without instructions");
  const spell: SpellAbility | null =
    modal ?? (spellCard ? { modes: null, ...instructions(spellInstructions, facts.tokens), divide: null, costPerExtraTarget: null } : null);
  return { keywords, abilities, spell, enchant, costs, entersWithCounters };
}

// ---- Mass effects, riders and joined instructions -------------------------------------------------

/** Effects of the mass, rider and joined instructions; null for the other instructions. */
function massAndJoinedEffects(i: Instruction, t: Targets): Effect[] | null {
  if ("noRegeneration" in i) {
    const effects = effectsOf(i.noRegeneration, t);
    // 701.19c: "It can't be regenerated": the destruction the instruction before it makes can't be replaced by regeneration.
    const riders = i.said === "A creature dealt damage this way" ? ["dealDamage"] : ["destroy", "destroyAll"];
    if (effects.length !== 1 || !riders.includes(effects[0]!.kind)) throw new Unlowerable(`"${i.said} can't be regenerated" after that instruction`);
    const e = effects[0]!;
    if (e.kind === "destroy" || e.kind === "destroyAll") return [{ ...e, noRegeneration: true }];
    throw new Unlowerable("a creature dealt damage that can't be regenerated this turn");
  }
  if ("returnAll" in i) return [effect.returnToHand(each(filterOf(i.returnAll)))];
  if ("tapAll" in i) return [effect.tapAll(filterOf(i.tapAll))];
  if ("damageEach" in i) {
    const n = amount(i.damageEach);
    return [
      ...(i.creatures ? [effect.dealDamageToEach(n, each(filterOf(i.creatures)))] : []),
      ...(i.players ? [effect.damagePlayers(n, i.players === "each player" ? { each: true } : { eachOpponent: true })] : []),
    ];
  }
  if ("and" in i) return [...effectsOf(i.and[0], t), ...effectsOf(i.and[1], t)];
  if ("andThen" in i) return [...effectsOf(i.andThen[0], t), ...effectsOf(i.andThen[1], t)];
  if ("discardCards" in i) {
    if (i.discardCards === "X") throw new Unlowerable("discarding X cards");
    return [effect.discard(i.discardCards, { you: true })];
  }
  if ("playerGainsLife" in i) return [effect.gainLife(amount(i.playerGainsLife), t.player(i.who))];
  if ("massPump" in i) {
    const who = each(filterOf(i.who));
    return [
      ...(i.massPump ? [effect.pumpUntilEndOfTurn(...ptChange(i.massPump), who)] : []),
      ...(i.gains.length ? [effect.gainKeywords(i.gains.map(keywordOf), who)] : []),
    ];
  }
  if ("sacrifices" in i) {
    const text = nounPhrase.write(i.sacrifices) ?? "";
    return [effect.sacrifice(t.player(i.who), `${/^[aeiou]/.test(text) ? "an" : "a"} ${text}`, filterOf(i.sacrifices))];
  }
  if ("thisTurn" in i)
    return [
      i.thisTurn === "can't block"
        ? { kind: "cantBlockThisTurn", object: t.ref(i.who) }
        : { kind: "combatRestrictionThisTurn", object: t.ref(i.who), restriction: "cantBeBlocked" },
    ];
  return null;
}

// ---- What a creature is and does; anthems that grant keywords -------------------------------------

type CreatureParagraph = Extract<
  Paragraph,
  { creatureIs: unknown } | { anthemHas: unknown } | { noMaximumHandSize: true } | { handsRevealed: unknown } | { cantBeCountered: true }
>;

/** 613.4c, 613.1f: "[Other] [creatures] get +N/+N [and have K]", "[creatures] have K". */
function anthemAbility(
  a: { readonly other: boolean; readonly who: NounPhrase; readonly pt: readonly [string, string] | null; readonly has: readonly string[] },
  text: string,
): Ability {
  const mods = [...(a.pt ? [modify.powerToughness(...ptChange(a.pt))] : []), modify.addKeywords(...a.has.map(keywordOf))];
  return ability.continuous(text, affects.permanents(filterOf(a.who), a.other), ...mods);
}

/** The static abilities of a paragraph saying what a creature (this one, or the one it's attached to) is and does. */
function creatureParagraphAbilities(p: CreatureParagraph, text: string): Ability[] {
  if ("noMaximumHandSize" in p) return [ability.static(text, { kind: "noMaximumHandSize" })];
  if ("handsRevealed" in p) return [ability.static(text, { kind: "playWithHandsRevealed", players: p.handsRevealed })];
  if ("cantBeCountered" in p) return [ability.cantBeCountered()];
  if ("anthemHas" in p) return [anthemAbility(p.anthemHas, text)];
  const where = p.creatureIs.who === "~" ? "self" : "attached";
  const mods: Modification[] = [];
  const statics: StaticEffect[] = [];
  const restriction = (r: Partial<Extract<StaticEffect, { kind: "combatRestriction"; affects: "self" | "attached" }>>): StaticEffect => ({
    kind: "combatRestriction",
    affects: where,
    cantAttack: false,
    cantBlock: false,
    ...r,
  });
  for (const x of p.creatureIs.predicates) {
    if (typeof x === "object" && "gets" in x) mods.push(modify.powerToughness(...ptChange(x.gets)));
    else if (typeof x === "object" && "has" in x) mods.push(modify.addKeywords(...x.has.map(keywordOf)));
    else if (typeof x === "object" && "cantBeBlockedBy" in x) {
      // "Walls": a creature type, written in the plural with an "s".
      const type = x.cantBeBlockedBy.slice(0, -1);
      if (!CREATURE_TYPES.includes(type)) throw new Unlowerable(`"can't be blocked by ${x.cantBeBlockedBy}"`);
      statics.push({ kind: "blockableOnlyBy", blockers: { notSubtypes: [type] }, ...(where === "attached" ? { affects: where } : {}) });
    } else if (typeof x === "object") {
      // A blocker is a creature: "except by black creatures" asks only its color.
      const { types, ...blockers } = filterOf(x.cantBeBlockedExceptBy);
      const only = types && !(types.length === 1 && types[0] === "Creature") ? { ...blockers, types } : blockers;
      statics.push({ kind: "blockableOnlyBy", blockers: only, ...(where === "attached" ? { affects: where } : {}) });
    } else if (x === "can't be blocked") statics.push(restriction({ cantBeBlocked: true }));
    else if (x === "can't be blocked by more than one creature") statics.push(restriction({ blockedByAtMostOne: true }));
    else if (x === "attacks each combat if able") statics.push({ kind: "attacksEachCombat", affects: where });
    else if (x === "doesn't untap") statics.push({ kind: "doesntUntap", affects: where });
    else if (x === "can't block") statics.push(restriction({ cantBlock: true }));
    else statics.push(restriction({ cantAttack: true, cantBlock: true }));
  }
  // One paragraph, its effects each as a static ability of the same text: a continuous effect, restrictions (611.3).
  return [
    ...(mods.length > 0 ? [ability.continuous(text, where === "self" ? affects.self : affects.attached, ...mods)] : []),
    ...statics.map((e) => ability.static(text, e)),
  ];
}

// ---- Costs, counters, loyalty abilities, modes, "If you do" riders, choices as it enters ----------

const NUMBER_WORDS_C = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** 115.1d: "up to two [other] target creatures": none to that many, not the source where it says "other". */
function upToRequirement(s: Extract<Subject, { upTo: number }>, one: TargetRequirement): TargetRequirement {
  const plural = s.upTo === 1 ? nounPhrase.write(s.target) : pluralNounPhrase.write(s.target);
  const r = { ...target.upTo(s.upTo, one), text: `up to ${NUMBER_WORDS_C[s.upTo]} ${s.other ? "other " : ""}target ${plural}` };
  return s.other ? target.otherThanSource(r) : r;
}

/** "a creature", "an artifact or land": a noun phrase's words with its article. */
function withArticleText(p: NounPhrase): string {
  const text = nounPhrase.write(p) ?? "";
  return `${/^[aeiou]/.test(text) ? "an" : "a"} ${text}`;
}

/** 118: the cost part a template's words name. */
function costPartOf(c: CostPartIR): CostPart {
  if ("removeCounter" in c) return removeCounters(c.removeCounter, 1);
  if ("discard" in c) {
    if (c.discard === "X") throw new Unlowerable("discarding X cards as a cost");
    if (c.card === null) return discard(c.discard === 1 ? "a card" : `${NUMBER_WORDS_C[c.discard]} cards`, {}, c.discard);
    return discard(`${withArticleText(c.card)} card`, filterOf(c.card));
  }
  const what = c.sacrifice;
  if (!("nouns" in what)) return sacrifice(`${/^[AEIOU]/.test(what.subtype) ? "an" : "a"} ${what.subtype}`, { subtypes: [what.subtype] });
  const part = sacrifice(c.another ? `another ${nounPhrase.write(what)}` : withArticleText(what), filterOf(what)) as Extract<CostPart, { kind: "sacrifice" }>;
  return c.another ? { ...part, other: true } : part;
}

/** Effects of the pronoun-damage, counters-on-each, "If you do" and sacrifice instructions; null for the others. */
function effectsC(i: Instruction, t: Targets): Effect[] | null {
  if (!isInstructionC(i)) return null;
  if ("itDeals" in i) return effectsOf({ dealDamage: i.itDeals, to: i.to }, t);
  if ("putCountersOnEachOf" in i) return [effect.putCounters(i.counterKind, amount(i.putCountersOnEachOf), t.ref(i.on))];
  if ("itsControllerGainsLife" in i) {
    if (t.list.length === 0) throw new Unlowerable(`"its controller" without a target before it`);
    return [effect.gainLife(amount(i.itsControllerGainsLife), { controllerOfTarget: t.list.length - 1 })];
  }
  if ("putCountersOnEach" in i) return [effect.putCounters(i.counterKind, amount(i.putCountersOnEach), each(filterOf(i.on)))];
  if ("mayPay" in i) return [effect.mayPay(i.mayPay, ...effectsOf(i.ifDone, t))];
  if ("sacrificeOwn" in i) {
    if (i.sacrificeOwn === "~") return [effect.sacrificeSelf()];
    const text = i.another ? `another ${nounPhrase.write(i.sacrificeOwn)}` : withArticleText(i.sacrificeOwn);
    const e = effect.sacrifice({ you: true }, text, filterOf(i.sacrificeOwn)) as Extract<Effect, { kind: "sacrifice" }>;
    return [i.another ? { ...e, other: true } : e];
  }
  // 603.5: "you may [do this]. If you do, [that]": the rest happens only if the player did it.
  const then = effectsOf(i.ifDone, t);
  const action = i.youMayThen;
  const text = clauseGrammar.write(action) ?? "";
  if ("discardCards" in action) {
    if (action.discardCards === "X") throw new Unlowerable("discarding X cards");
    const n = action.discardCards;
    return [effect.ifYouDo(discard(n === 1 ? "a card" : `${NUMBER_WORDS_C[n]} cards`, {}, n), ...then)];
  }
  if ("sacrificeOwn" in action) {
    const [e] = effectsC(action, t)!;
    if (e?.kind === "sacrificeSelf") return [effect.ifYouDo(sacrificeSelf, ...then)];
    if (e?.kind !== "sacrifice" || e.players === "each" || !("you" in e.players)) throw new Unlowerable(`"you may ${text}. If you do, …"`);
    return [effect.ifYouDo({ ...sacrifice(e.text, e.filter), ...(e.other ? { other: true } : {}) }, ...then)];
  }
  // 121.4: a draw can fail only from an empty library, and that player then loses the game (704.5b) whatever follows.
  if ("draw" in action) return [effect.optional(text, ...effectsOf(action, t), ...then)];
  throw new Unlowerable(`"you may ${text}. If you do, …"`);
}

function isInstructionC(i: Instruction): i is InstructionC {
  return (
    "itDeals" in i ||
    "putCountersOnEach" in i ||
    "putCountersOnEachOf" in i ||
    "itsControllerGainsLife" in i ||
    "mayPay" in i ||
    "youMayThen" in i ||
    "sacrificeOwn" in i
  );
}

function isParagraphC(p: Paragraph): p is Extract<Paragraph, ParagraphC> {
  return "loyalty" in p || "chooseModes" in p || "mode" in p || "chooseAsEnters" in p;
}

interface Modes {
  choose: Extract<ParagraphC, { chooseModes: unknown }>["chooseModes"] | null;
  readonly modes: (readonly Instruction[])[];
}

/** What the paragraphs of these templates add to a card: abilities, and a modal spell's modes. */
interface LoweredC {
  readonly abilities: Ability[];
  modes: Modes | null;
}

/** 606.4: the loyalty symbol's change: "+1", "−3", "0", "−X". */
function loyaltyChange(symbol: string): number | "-X" {
  if (symbol === "−X") return "-X";
  return Number(symbol.replace("−", "-"));
}

function lowerParagraphC(p: Extract<Paragraph, ParagraphC>, text: string, out: LoweredC, tokens: readonly CardDefinition[] | undefined): void {
  if ("loyalty" in p) {
    const { targets, effects } = instructions(p.loyalty.instructions, tokens);
    out.abilities.push(ability.loyalty(loyaltyChange(p.loyalty.change), text.slice(text.indexOf(": ") + 2), { targets, effects }));
  } else if ("chooseAsEnters" in p) out.abilities.push(ability.chooseAsEnters(text, p.chooseAsEnters === "color" ? "color" : "creatureType"));
  else if ("chooseModes" in p) {
    if (out.modes) throw new Unlowerable("two sets of modes");
    out.modes = { choose: p.chooseModes, modes: [] };
  } else {
    if (!out.modes) throw new Unlowerable("a bulleted mode without a choice of modes");
    out.modes.modes.push(p.mode);
  }
}

/** 700.2: a modal instant or sorcery: each mode its own targets and effects. */
function modalSpell(m: Modes, spellCard: boolean, otherInstructions: boolean, tokens: readonly CardDefinition[] | undefined): SpellAbility {
  if (!spellCard) throw new Unlowerable("modes of an ability");
  if (otherInstructions || m.choose === null || m.modes.length < 2) throw new Unlowerable("modes beside other instructions");
  const choose: number | [number, number] = m.choose === "one" ? 1 : m.choose === "two" ? 2 : [1, 2];
  const sentence = (i: Instruction): string => {
    const words = clauseGrammar.write(i) ?? "";
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
  };
  return modalSpellOf({ choose, modes: m.modes.map((is) => ({ text: is.map(sentence).join(" "), ...instructions(is, tokens) })) });
}

// ---- Libraries, graveyards, hands and the stack ----------------------------------------------------

const LOOKED_AT_REST = {
  "back in any order": "top",
  "bottom in any order": "bottom",
  "bottom in a random order": "bottomRandom",
  graveyard: "graveyard",
} as const satisfies Record<LookedAtRest, Extract<Effect, { kind: "lookAtTop" }>["rest"]>;

/** The target requirement of a subject about cards in any graveyard, or of several targets. */
function zoneRequirement(s: Extract<Subject, { targetCardInAGraveyard: unknown } | { targets: unknown }>): TargetRequirement {
  const text = subjectGrammar.write(s) ?? "";
  if ("targetCardInAGraveyard" in s) return target.cardInAGraveyard(s.targetCardInAGraveyard ? filterOf(s.targetCardInAGraveyard) : {}, text);
  const one = s.from === "battlefield" ? target.permanent(filterOf(s.what), text) : target.cardInYourGraveyard(filterOf(s.what), text);
  // "X target …": not lowered yet (casting with an X more than the cards there is reversed, not refused).
  if (s.targets === "X") throw new Unlowerable("X targets");
  return s.upTo ? target.upTo(s.targets, one) : target.exactly(s.targets, one);
}

/** Whether a subject names cards in a graveyard rather than permanents. */
function inGraveyard(s: Subject): boolean {
  return "targetCardInYourGraveyard" in s || "targetCardInAGraveyard" in s || ("targets" in s && s.from === "your graveyard");
}

/** Effects of the instructions about libraries, graveyards, hands and the stack; null for the other instructions. */
function zoneEffects(i: Instruction, t: Targets): Effect[] | null {
  if ("exile" in i && inGraveyard(i.exile)) return [effect.exileCard(t.ref(i.exile), false)];
  if ("returnToHand" in i && "targetCardInAGraveyard" in i.returnToHand) return [effect.returnFromGraveyardToHand(t.ref(i.returnToHand))];
  if ("returnTargetsToHand" in i) {
    const what = i.returnTargetsToHand;
    return [inGraveyard(what) ? effect.returnFromGraveyardToHand(t.ref(what)) : effect.returnToHand(t.ref(what))];
  }
  if ("lookAtTop" in i) {
    if (i.lookAtTop === "X") throw new Unlowerable("looking at X cards");
    const take = i.take === null ? {} : "mayReveal" in i.take ? { take: filterOf(i.take.mayReveal) } : { takeExactly: Number(i.take.put) };
    return [{ kind: "lookAtTop", amount: i.lookAtTop, ...take, rest: LOOKED_AT_REST[i.rest] }];
  }
  if ("putOnLibrary" in i) {
    const object = t.ref(i.putOnLibrary);
    if (i.position === "top") return [{ kind: "putOnLibraryTop", object }];
    if (inGraveyard(i.putOnLibrary)) throw new Unlowerable("putting a card from a graveyard on the bottom of a library");
    return [effect.putOnLibraryBottom(object)];
  }
  if ("millCards" in i) return [effect.mill(amount(i.millCards), { you: true })];
  if ("returnToBattlefield" in i) {
    const card = t.ref(i.returnToBattlefield);
    // From your graveyard: you are its owner.
    return [{ kind: "returnToBattlefield", card, under: "owner", ...(i.tapped ? { tapped: true } : {}) }];
  }
  if ("putOntoBattlefieldUnderYourControl" in i) return [effect.returnToBattlefield(t.ref(i.putOntoBattlefieldUnderYourControl), "you")];
  if ("gainControlUntilEndOfTurn" in i) return [effect.gainControl("endOfTurn", t.ref(i.gainControlUntilEndOfTurn))];
  if ("exileGraveyard" in i) return [{ kind: "exileGraveyard", player: t.player(i.exileGraveyard) }];
  if ("revealsHandYouChooseDiscard" in i) {
    const chosen = i.revealsHandYouChooseDiscard;
    return [effect.chooseDiscardFromHand(filterOf(chosen), true, t.player(i.who))];
  }
  return null;
}

const TOKEN_AND_LIBRARY_KEYS = [
  "createTokens",
  "searchLibrary",
  "searchLibraryAndGraveyardFor",
  "thatPlayerLoses",
  "damagesPlayer",
  "discardsAtRandom",
  "mayGainLife",
  "gainLifeEqualToToughness",
  "gainLifeForEachCardInGraveyard",
  "gainLifeForEach",
  "createTokenForEach",
] as const;

function isTokenAndLibrary(i: Instruction): i is TokenAndLibraryInstruction {
  return TOKEN_AND_LIBRARY_KEYS.some((k) => k in i);
}

function isLordOrCount(p: Paragraph): p is Extract<Paragraph, LordAndCountParagraph> {
  return "lord" in p || "getsForEach" in p || "ptEqualToCardsInGraveyards" in p || "anyNumberInDeck" in p || "manaThenDamage" in p;
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
  if ("thatPlayerLoses" in i) return [effect.loseLife(amount(i.thatPlayerLoses), { controllerOfSubject: true })];
  if ("damagesPlayer" in i) {
    if (i.damagesPlayer === "X") throw new Unlowerable("X damage to a player");
    return [effect.damagePlayers(i.damagesPlayer, i.who === "you" ? { you: true } : { controllerOfSubject: true })];
  }
  if ("discardsAtRandom" in i) {
    if (i.discardsAtRandom === "X") throw new Unlowerable("discarding X cards");
    const player: PlayerRef = i.who === "that player" ? { controllerOfSubject: true } : t.player(i.who);
    return [{ kind: "discardAtRandom", amount: i.discardsAtRandom, player }];
  }
  if ("mayGainLife" in i) return [effect.optional(`gain ${i.mayGainLife} life`, effect.gainLife(amount(i.mayGainLife), { you: true }))];
  if (("gainLifeForEach" in i || "createTokenForEach" in i) && i.count.other) throw new Unlowerable('"for each other" in an instruction');
  if ("gainLifeForEach" in i) {
    if (i.gainLifeForEach === "X") throw new Unlowerable("X life for each");
    return [effect.gainLife({ count: countFilter(i.count), ...(i.gainLifeForEach === 1 ? {} : { times: i.gainLifeForEach }) }, { you: true })];
  }
  if ("createTokenForEach" in i) {
    const [create] = tokenAndLibraryEffects({ createTokens: 1, token: i.createTokenForEach }, t);
    if (create?.kind !== "createTokens") throw new Unlowerable("a token for each");
    return [{ ...create, count: { count: countFilter(i.count) } }];
  }
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
  if ("you" in when) return when.you === "gain life" ? { on: "lifeGained", who: "you" } : { on: when.you === "draw" ? "draws" : "discards", who: "you" };
  if ("attacksSelf" in when) return { on: "combatRole", what: "self", roles: ["attacks"] };
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
  if ("lord" in p) return anthemAbility(p.lord, text);
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
  if (manaAbilityPoolCost(mana) === null) throw new Unlowerable(`a mana ability that costs "${c}"`);
  return { ...ability.mana(mana, ...manaProduced(add)), text, damagesYou: damage };
}

/**
 * 400.7: after "When ~ is put into a graveyard from the battlefield" or "When ~ dies", ~ (or "it") is the card in the
 * graveyard, a new object (the trigger's subject): "return ~ / it to its owner's hand" returns that card; other
 * instructions about ~ aren't lowered.
 */
function fromGraveyard<T extends { readonly effects: Effect[] }>(spec: T): T {
  const effects = spec.effects.map(
    (e): Effect =>
      e.kind === "returnToHand" && ("self" in e.object || "triggerSubject" in e.object) ? effect.returnFromGraveyardToHand({ triggerSubject: true }) : e,
  );
  if (JSON.stringify(effects).includes('"self":true')) throw new Unlowerable("an instruction about a card that left the battlefield");
  return { ...spec, effects };
}
