// Builders for card files: a card reads like its text, and is checked when its module loads.

import { formatManaCost, parseManaCost, type Color, type ManaType } from "../../shared/mana.ts";
import { costPartOracleText, describeCostPart } from "./cost-text.ts";
import { checkFaces, printedFacts, type StatedFacts } from "./printed-facts.ts";
import { printedAbilityKey, type AbilityRef, type Step } from "../../shared/game-types.ts";
import {
  BASIC_LAND_MANA,
  type Ability,
  type ActivatedAbility,
  type DelayedAbility,
  type Affects,
  type AlternativeCost,
  type AttackCondition,
  type Amount,
  type CardCosts,
  type CardDefinition,
  type CardType,
  type Condition,
  type FaceLayout,
  type CopyException,
  type CopyModification,
  type EnterCopyException,
  type Cost,
  type CounterRecipient,
  type EachPermanent,
  type CostPart,
  type Effect,
  type EntryChoice,
  type Keyword,
  type ManaAbility,
  type ManaProduced,
  type Modification,
  type TextWord,
  type ObjectFilter,
  type ObjectRef,
  type PlayerOption,
  type PlayerRef,
  type Replacement,
  type SpellAbility,
  type StaticAbility,
  type StaticCondition,
  type StaticEffect,
  type Supertype,
  type TargetRequirement,
  type StateCondition,
  type TriggerCondition,
  type TriggeredAbility,
  type TriggerEvent,
} from "./card-definition.ts";

export interface SpellSpec {
  readonly targets?: readonly TargetRequirement[];
  readonly effects: readonly Effect[];
  readonly divide?: { readonly target: number; readonly amount: Amount };
  readonly costPerExtraTarget?: { readonly target: number; readonly amount: string };
}

/**
 * A card: its name, and what it does. Its printed facts come from the card data by its name (printed-facts.ts);
 * only a card the data doesn't know (a token, a test card) states them.
 */
export interface CardSpec extends StatedFacts {
  readonly name: string;
  readonly keywords?: readonly Keyword[];
  readonly spell?: SpellSpec | SpellAbility;
  readonly enchant?: TargetRequirement;
  readonly abilities?: readonly Ability[];
  readonly costs?: Partial<CardCosts>;
  readonly entersWithCounters?: CardDefinition["entersWithCounters"];
  readonly token?: boolean;
}

const NO_COSTS: CardCosts = { alternative: [], additional: null, kicker: null, entwine: null, buyback: null, flashback: null, splice: null };

function isSpellAbility(s: SpellSpec | SpellAbility): s is SpellAbility {
  return "modes" in s;
}

/** Builds and checks a card definition; a malformed card fails when its module loads, not mid-game. */
export function card(spec: CardSpec): CardDefinition {
  const facts = printedFacts(spec.name, spec);
  const { types, subtypes } = facts;
  const fail = (why: string): never => {
    throw new Error(`${spec.name}: ${why}`);
  };
  if (types.includes("Creature") !== (facts.power !== null && facts.toughness !== null)) fail("power/toughness must be given exactly for creatures");
  const isInstantOrSorcery = types.includes("Instant") || types.includes("Sorcery");
  if (isInstantOrSorcery !== (spec.spell !== undefined) && !spec.costs?.splice) fail("instants and sorceries (only) need a spell effect");
  if (subtypes.includes("Aura") !== (spec.enchant !== undefined)) fail("Auras (only) need enchant");
  const planeswalker = types.includes("Planeswalker");
  if (planeswalker !== (facts.loyalty !== null)) fail("loyalty must be given exactly for planeswalkers");
  const abilities = (spec.abilities ?? []).map((a) => withCostNamed(a, spec.name));
  // 305.6: a land with a basic land type has that type's intrinsic mana ability.
  if (types.includes("Land"))
    for (const sub of subtypes) {
      const intrinsic = intrinsicManaAbility(sub);
      if (intrinsic) abilities.unshift(intrinsic);
    }
  const spell = spec.spell ? (isSpellAbility(spec.spell) ? spec.spell : spellAbility(spec.spell)) : null;
  if (spell) checkTargetReferences(spec.name, spell);
  return {
    name: spec.name,
    manaCost: facts.manaCost,
    colors: facts.colors,
    supertypes: facts.supertypes,
    types,
    subtypes,
    power: facts.power,
    toughness: facts.toughness,
    text: facts.text,
    keywords: spec.keywords ?? [],
    spell,
    enchant: spec.enchant ?? null,
    abilities,
    costs: { ...NO_COSTS, ...spec.costs },
    loyalty: facts.loyalty,
    // 306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty.
    entersWithCounters: spec.entersWithCounters ?? (facts.loyalty !== null ? { counter: "loyalty", amount: facts.loyalty } : null),
    token: spec.token ?? false,
  };
}

/**
 * An activated or mana ability whose text begins with its cost worded as in prompts ("sacrifice this"), with
 * that cost worded as on the card ("Sacrifice Mogg Fanatic").
 */
function withCostNamed(a: Ability, name: string): Ability {
  // A loyalty ability's cost is worded as its symbol ("[+1]").
  if ((a.kind !== "activated" && a.kind !== "mana") || a.cost.parts.length === 0 || (a.kind === "activated" && a.loyalty)) return a;
  const promptWords = a.cost.text;
  if (a.text.slice(0, promptWords.length).toLowerCase() !== promptWords.toLowerCase() || a.text.slice(promptWords.length, promptWords.length + 2) !== ": ")
    return a;
  const words = [...(a.cost.mana ? [formatManaCost(a.cost.mana)] : []), ...a.cost.parts.map((p) => costPartOracleText(p, name))].join(", ");
  return { ...a, text: `${words}${a.text.slice(promptWords.length)}` };
}

// ---- Cards with two faces ------------------------------------------------------------------------

/** A card registered under both faces' names ("Front // Back"), with the characteristics of `own` where no face is chosen. */
function twoFaced(layout: FaceLayout, own: CardDefinition, first: CardDefinition, second: CardDefinition, fuse = false): CardDefinition {
  checkFaces(layout, first.name, second.name);
  return { ...own, name: `${first.name} // ${second.name}`, faces: { layout, list: [first, second], fuse } };
}

/**
 * 712.2: a nonmodal double-faced card, cast with its front face up (712.11), that may transform (701.27). Its back
 * face has no mana cost; its mana value is its front face's (202.3b).
 */
export function transforming(front: CardSpec, back: CardSpec): CardDefinition {
  const f = card(front);
  const b0 = card(back);
  if (b0.manaCost !== null) throw new Error(`${back.name}: the back face of a transforming card has no mana cost`);
  const b: CardDefinition = { ...b0, ...(f.manaCost ? { manaValueFrom: f.manaCost } : {}) };
  return twoFaced("transform", f, f, b);
}

/** 712.3: a modal double-faced card: either face may be cast (712.11b), or played if it is a land (712.12). */
export function modalDoubleFaced(front: CardSpec, back: CardSpec): CardDefinition {
  const f = card(front);
  return twoFaced("modal", f, f, card(back));
}

/**
 * 710: a flip card: its normal characteristics (the top half), and the alternative ones a flipped permanent has (710.1b),
 * with the same mana cost and colors (710.1c).
 */
export function flipCard(normal: CardSpec, alternative: CardSpec): CardDefinition {
  const n = card(normal);
  if (alternative.cost !== undefined) throw new Error(`${alternative.name}: a flip card's alternative half has its normal mana cost`);
  const a: CardDefinition = { ...card(alternative), manaCost: n.manaCost, colors: n.colors };
  return twoFaced("flip", n, n, a);
}

/**
 * 712.4: the combined back face of a meld pair (712.5), which both meld cards share: it has no mana cost, and a melded
 * permanent's mana value is its front faces' together (712.8g).
 */
export function combinedFace(spec: CardSpec): CardDefinition {
  if (spec.cost !== undefined) throw new Error(`${spec.name}: the combined face of a meld pair has no mana cost`);
  return card(spec);
}

/** 712.4: a meld card: its front face, and half of the combined face (`combined`) it shares with its counterpart. */
export function meldCard(front: CardSpec, combined: CardDefinition): CardDefinition {
  const f = card(front);
  return twoFaced("meld", f, f, combined);
}

/** 715: an adventurer card: the creature (its normal characteristics), and its Adventure, an instant or sorcery. */
export function adventurer(creature: CardSpec, adventure: CardSpec): CardDefinition {
  const c = card(creature);
  const a = card(adventure);
  if (!a.subtypes.includes("Adventure") || !a.spell) throw new Error(`${a.name}: an Adventure is an instant or sorcery with the subtype Adventure`);
  return twoFaced("adventure", c, c, a);
}

/**
 * 709: a split card, one card with two halves. Outside the stack it has both halves' characteristics combined
 * (709.4): both names, the mana costs together (709.4b), every type and ability (709.4c). Its own spell text is
 * that of a fused split spell (702.102d): the left half's instructions, then the right half's.
 */
export function split(left: CardSpec, right: CardSpec, options: { readonly fuse?: boolean } = {}): CardDefinition {
  const l = card(left);
  const r = card(right);
  if (!l.spell || !r.spell || l.spell.modes || r.spell.modes) throw new Error(`${l.name} // ${r.name}: the halves must be instants or sorceries without modes`);
  if (l.spell.divide && r.spell.divide) throw new Error(`${l.name} // ${r.name}: only one half may divide`);
  const offset = l.spell.targets.length;
  const rightDivide = r.spell.divide ? { ...r.spell.divide, target: r.spell.divide.target + offset } : null;
  const both = <T>(a: readonly T[], b: readonly T[]): T[] => [...a, ...b.filter((x) => !a.includes(x))];
  const combined: CardDefinition = {
    ...l,
    manaCost: [...(l.manaCost ?? []), ...(r.manaCost ?? [])],
    colors: both(l.colors, r.colors),
    supertypes: both(l.supertypes, r.supertypes),
    types: both(l.types, r.types),
    subtypes: both(l.subtypes, r.subtypes),
    text: `${l.text}\n//\n${r.text}`,
    keywords: both(l.keywords, r.keywords),
    abilities: [...l.abilities, ...r.abilities],
    spell: {
      modes: null,
      targets: [...l.spell.targets, ...r.spell.targets],
      effects: [...l.spell.effects, ...shiftTargets(r.spell.effects, offset)],
      divide: l.spell.divide ?? rightDivide,
      costPerExtraTarget: null,
    },
  };
  return twoFaced("split", combined, l, r, options.fuse ?? false);
}

function spellAbility(spec: SpellSpec): SpellAbility {
  return {
    modes: null,
    targets: spec.targets ?? [],
    effects: spec.effects,
    divide: spec.divide ?? null,
    costPerExtraTarget: spec.costPerExtraTarget ? { target: spec.costPerExtraTarget.target, amount: parseManaCost(spec.costPerExtraTarget.amount) } : null,
  };
}

function checkTargetReferences(name: string, spell: SpellAbility): void {
  for (const e of spell.effects)
    for (const index of targetIndexes(e))
      if (index >= spell.targets.length) throw new Error(`${name}: an effect refers to target ${index}, which the spell doesn't have`);
}

/** The keys whose number is a target index. */
const TARGET_INDEX_KEYS: ReadonlySet<string> = new Set(["target", "manaValueOfTarget", "toughnessOfTarget", "controllerOfTarget"]);

/** Every target index an effect refers to. */
export function targetIndexes(value: unknown): number[] {
  if (typeof value !== "object" || value === null) return [];
  const out: number[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (TARGET_INDEX_KEYS.has(k) && typeof v === "number") out.push(v);
    else out.push(...targetIndexes(v));
  }
  return out;
}

/** A copy of an effect with each target index shifted by `offset` (a mode's own targets in the spell's list). */
function shiftTargets<T>(value: T, offset: number): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => shiftTargets(v, offset)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = TARGET_INDEX_KEYS.has(k) && typeof v === "number" ? v + offset : shiftTargets(v, offset);
  }
  return out as T;
}

// ---- Modes ---------------------------------------------------------------------------------------

export interface ModeSpec {
  readonly text: string;
  readonly targets?: readonly TargetRequirement[];
  readonly effects: readonly Effect[];
}

/** 700.2: "Choose one —", "Choose two —", "Choose one or both —", "An opponent chooses one —". */
export function modal(spec: {
  readonly choose: number | readonly [number, number];
  readonly chooser?: "controller" | "opponent";
  readonly modes: readonly ModeSpec[];
}): SpellAbility {
  const [min, max] = typeof spec.choose === "number" ? [spec.choose, spec.choose] : spec.choose;
  const targets: TargetRequirement[] = [];
  const effects: Effect[] = [];
  spec.modes.forEach((m, mode) => {
    const offset = targets.length;
    for (const t of m.targets ?? []) targets.push({ ...t, when: { mode } });
    for (const e of m.effects) effects.push({ ...shiftTargets(e, offset), when: { mode } });
  });
  return {
    modes: { texts: spec.modes.map((m) => m.text), min, max, chooser: spec.chooser ?? "controller" },
    targets,
    effects,
    divide: null,
    costPerExtraTarget: null,
  };
}

/** Makes a target requirement or an effect apply only under a condition. */
export function when<T extends object>(condition: Condition, value: T): T & { readonly when: Condition } {
  return { ...value, when: condition };
}

// ---- Costs ---------------------------------------------------------------------------------------

/** A cost: optional mana ("{1}{U}", or null) and other parts. */
export function cost(mana: string | null, ...parts: CostPart[]): Cost {
  const parsed = mana === null ? null : parseManaCost(mana);
  const words = [...(parsed ? [formatManaCost(parsed)] : []), ...parts.map(describeCostPart)];
  return { mana: parsed, parts, text: words.join(", ") || "{0}" };
}

export const tapSelf: CostPart = { kind: "tapSelf" };
export const untapSelf: CostPart = { kind: "untapSelf" };
export const sacrificeSelf: CostPart = { kind: "sacrificeSelf" };
export const exileSelf: CostPart = { kind: "exileSelf" };
export const payLife = (amount: number): CostPart => ({ kind: "payLife", amount });
export const sacrifice = (text: string, filter: ObjectFilter, count = 1): CostPart => ({
  kind: "sacrifice",
  text: `sacrifice ${text}`,
  filter: { ...filter, controller: "you" },
  count,
});
/** "Sacrifice all [permanents you control that match]". */
export const sacrificeAll = (text: string, filter: ObjectFilter): CostPart => ({
  kind: "sacrifice",
  text: `sacrifice ${text}`,
  filter: { ...filter, controller: "you" },
  count: 0,
  all: true,
});

/** "sacrifice another [filter]": not the source itself. */
export const sacrificeAnother = (text: string, filter: ObjectFilter): CostPart => ({
  ...(sacrifice(`another ${text}`, filter) as Extract<CostPart, { kind: "sacrifice" }>),
  other: true,
});
export const discard = (text: string, filter: ObjectFilter, count = 1): CostPart => ({ kind: "discard", text: `discard ${text}`, filter, count });
export const exileFromHand = (text: string, filter: ObjectFilter, count = 1): CostPart => ({
  kind: "exileFromHand",
  text: `exile ${text} from your hand`,
  filter,
  count,
});
export const returnToHand = (text: string, filter: ObjectFilter, count = 1): CostPart => ({
  kind: "returnToHand",
  text: `return ${text} to ${count === 1 ? "its" : "their"} owner's hand`,
  filter: { ...filter, controller: "you" },
  count,
});
export const tapUntapped = (text: string, filter: ObjectFilter, count = 1): CostPart => ({
  kind: "tapUntapped",
  text: `tap ${text}`,
  filter: { ...filter, controller: "you", untapped: true },
  count,
});
/** "Remove N [kind] counters from this"; "X" is announced as the ability is activated (107.3). */
export const removeCounters = (counter: string, count: number | "X" = 1): CostPart => ({ kind: "removeCountersFromSelf", counter, count });
/** "Put N [kind] counters on this". */
export const putCounters = (counter: string, count = 1): CostPart => ({ kind: "putCountersOnSelf", counter, count });
export const exileTopOfLibrary = (count: number): CostPart => ({ kind: "exileTopOfLibrary", count });

export function alternative(id: string, text: string, c: Cost): AlternativeCost {
  return { id, text, cost: c };
}

// ---- Targets -------------------------------------------------------------------------------------

function requirement(text: string, parts: Partial<TargetRequirement>): TargetRequirement {
  return { text, min: 1, max: 1, players: null, permanents: null, spells: null, cardsInYourGraveyard: null, ...parts };
}

export const target = {
  /** 115.4: "any target" — a creature, a player or a planeswalker (battles don't exist here). */
  any: (text = "any target"): TargetRequirement => requirement(text, { players: "any", permanents: { types: ["Creature", "Planeswalker"] } }),
  creature: (filter: ObjectFilter = {}, text = "target creature"): TargetRequirement => requirement(text, { permanents: { types: ["Creature"], ...filter } }),
  creatureOrPlaneswalker: (text = "target creature or planeswalker"): TargetRequirement =>
    requirement(text, { permanents: { types: ["Creature", "Planeswalker"] } }),
  playerOrPlaneswalker: (text = "target player or planeswalker"): TargetRequirement =>
    requirement(text, { players: "any", permanents: { types: ["Planeswalker"] } }),
  /** "target opponent or planeswalker" (any planeswalker, 115.4). */
  opponentOrPlaneswalker: (text = "target opponent or planeswalker"): TargetRequirement =>
    requirement(text, { players: "opponent", permanents: { types: ["Planeswalker"] } }),
  permanent: (filter: ObjectFilter = {}, text = "target permanent"): TargetRequirement => requirement(text, { permanents: filter }),
  player: (text = "target player"): TargetRequirement => requirement(text, { players: "any" }),
  opponent: (text = "target opponent"): TargetRequirement => requirement(text, { players: "opponent" }),
  spell: (filter: ObjectFilter = {}, text = "target spell"): TargetRequirement => requirement(text, { spells: filter }),
  cardInYourGraveyard: (filter: ObjectFilter, text: string): TargetRequirement => requirement(text, { cardsInYourGraveyard: filter }),
  /** "target [filter] card from a graveyard": in any player's graveyard. */
  cardInAGraveyard: (filter: ObjectFilter, text: string): TargetRequirement => requirement(text, { cardsInGraveyards: filter }),
  /** "up to N target …": between 0 and N. */
  upTo: (n: number, r: TargetRequirement): TargetRequirement => ({ ...r, min: 0, max: n }),
  /** "N target …": exactly N, all different (601.2c). */
  exactly: (n: number, r: TargetRequirement): TargetRequirement => ({ ...r, min: n, max: n }),
  /** "another target [permanent]" on a permanent's ability: not its source. */
  otherThanSource: (r: TargetRequirement): TargetRequirement => ({ ...r, notSource: true }),
  /** "target creature blocking [this]" (509.1h). */
  blockingSource: (r: TargetRequirement): TargetRequirement => ({ ...r, blockingSource: true }),
  /** "another target …": different from what was chosen for the listed earlier requirements. */
  another: (r: TargetRequirement, ...earlier: number[]): TargetRequirement => ({ ...r, distinctFrom: earlier }),
  /** 115.9a: "target spell with a single target". */
  spellWithSingleTarget: (text = "target spell with a single target"): TargetRequirement => requirement(text, { spells: {}, spellWithSingleTarget: true }),
  /** "target [permanents] that player controls": the opponent who chose the modes (601.6). */
  controlledByModeChooser: (r: TargetRequirement): TargetRequirement => ({ ...r, controlledByModeChooser: true }),
  /** "target [permanents] that player controls", of a triggered ability: the player its trigger event names. */
  controlledByThatPlayer: (r: TargetRequirement): TargetRequirement => ({ ...r, controlledByThatPlayer: true }),
  /** 601.2c: "up to that many target …": from none to the amount of the trigger event. */
  upToEventAmount: (r: TargetRequirement): TargetRequirement => ({ ...r, min: 0, max: null, upToEventAmount: true }),
  /** 601.2c: "X target …": exactly the value announced for X. */
  xOf: (r: TargetRequirement): TargetRequirement => ({ ...r, min: 0, max: null, countIsX: true }),
  /** "any number of targets": zero or more (115.6). */
  anyNumber: (r: TargetRequirement): TargetRequirement => ({ ...r, min: 0, max: null }),
};

// ---- Effects -------------------------------------------------------------------------------------

const X: Amount = { x: true };
export { X };

/** "each [filter] [that player controls]": the permanents an effect applies to, one by one. */
export function each(filter: ObjectFilter, controlledBy?: PlayerRef): EachPermanent {
  return controlledBy ? { each: filter, controlledBy } : { each: filter };
}

export const effect = {
  dealDamage: (amount: Amount, targetIndex = 0, split?: "divided" | "evenly"): Effect =>
    split ? { kind: "dealDamage", amount, to: { target: targetIndex }, split } : { kind: "dealDamage", amount, to: { target: targetIndex } },
  dealDamageToEach: (amount: Amount, to: EachPermanent): Effect => ({ kind: "dealDamage", amount, to }),
  /** "[This] deals N damage to [target]. A creature dealt damage this way [effects]" (each such creature the subject). */
  dealDamageThen: (amount: Amount, ...toEachCreatureDealtDamage: Effect[]): Effect => ({
    kind: "dealDamage",
    amount,
    to: { target: 0 },
    toEachCreatureDealtDamage,
  }),
  /** 701.19c: "[it] can't be regenerated this turn". */
  cantBeRegenerated: (object: ObjectRef = { triggerSubject: true }): Effect => ({ kind: "cantBeRegenerated", object }),
  /** 122.6: "Put N [kind] counters on [recipient]." */
  putCounters: (counter: string, amount: Amount, on: CounterRecipient = { target: 0 }): Effect => ({ kind: "putCounters", counter, amount, on }),
  /** "Remove N [kind] counters from [recipient]." */
  removeCounters: (counter: string, amount: Amount, from: CounterRecipient = { target: 0 }): Effect => ({ kind: "removeCounters", counter, amount, from }),
  untap: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "untap", object }),
  mill: (amount: Amount, player: PlayerRef = { target: 0 }): Effect => ({ kind: "mill", amount, player }),
  /** "[Player] exiles the top N cards of their library. If two or more of those cards have the same name, repeat this process." */
  exileTopRepeatingWhileNamesShared: (amount: number, player: PlayerRef): Effect => ({ kind: "exileTopRepeatingWhileNamesShared", amount, player }),
  discard: (amount: number, player: PlayerRef = { target: 0 }): Effect => ({ kind: "discard", amount, player }),
  /** 701.9b: "[player] discards N cards at random". */
  discardAtRandom: (amount: number, player: PlayerRef = { you: true }): Effect => ({ kind: "discardAtRandom", amount, player }),
  searchLibraryToTop: (filter: ObjectFilter = {}): Effect => ({ kind: "searchLibraryToTop", filter }),
  graveyardsToBattlefield: (filter: ObjectFilter): Effect => ({ kind: "graveyardsToBattlefield", filter }),
  drawCards: (amount: Amount, player: PlayerRef = { you: true }): Effect => ({ kind: "drawCards", amount, player }),
  gainLife: (amount: Amount, player: PlayerRef): Effect => ({ kind: "gainLife", amount, player }),
  loseLife: (amount: Amount, player: PlayerRef): Effect => ({ kind: "loseLife", amount, player }),
  pumpUntilEndOfTurn: (power: number, toughness: number, object: ObjectRef = { target: 0 }): Effect => ({
    kind: "modifyPowerToughness",
    power,
    toughness,
    object,
    duration: "endOfTurn",
  }),
  /** "[Object] gets +N/+N until end of turn for each [amount]" (counted as it resolves). */
  pumpForEachUntilEndOfTurn: (power: number, toughness: number, forEach: Amount, object: ObjectRef = { self: true }): Effect => ({
    kind: "modifyPowerToughness",
    power,
    toughness,
    object,
    duration: "endOfTurn",
    forEach,
  }),
  pumpUntilYourNextTurn: (power: number, toughness: number, object: ObjectRef = { target: 0 }): Effect => ({
    kind: "modifyPowerToughness",
    power,
    toughness,
    object,
    duration: "untilYourNextTurn",
  }),
  counter: (spell: ObjectRef = { target: 0 }, unlessPays?: string): Effect =>
    unlessPays ? { kind: "counter", spell, unlessPays: parseManaCost(unlessPays) } : { kind: "counter", spell },
  returnToHand: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "returnToHand", object }),
  /** "Put [object] on the bottom of its owner's library." */
  putOnLibraryBottom: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "putOnLibraryBottom", object }),
  /** "Put [permanent] on top of its owner's library." */
  putOnLibraryTop: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "putOnLibraryTop", object }),
  destroy: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "destroy", object }),
  /** "Destroy [object]. If that [permanent] is put into a graveyard this way, [then]." */
  destroyThen: (object: ObjectRef, ...then: Effect[]): Effect => ({ kind: "destroy", object, ifPutIntoGraveyard: then }),
  /** "Destroy … It can't be regenerated." (701.19c) */
  destroyNoRegeneration: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "destroy", object, noRegeneration: true }),
  /** 701.19: "Regenerate [object]." */
  regenerate: (object: ObjectRef = { self: true }): Effect => ({ kind: "regenerate", object }),
  /** "If [object] would die this turn, exile it instead." */
  exileIfWouldDie: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "exileIfWouldDie", object }),
  /** "Prevent all combat damage that would be dealt this turn[ by {text}]" (the sources that match `sources`, checked as they deal it, 615.9). */
  preventAllCombatDamage: (by?: { readonly sources: ObjectFilter; readonly text: string }): Effect =>
    by ? { kind: "preventAllCombatDamage", by } : { kind: "preventAllCombatDamage" },
  /** 615.1a: "Prevent all combat damage that would be dealt this turn to [text]" (the permanents that match, as it would be dealt). */
  preventAllCombatDamageTo: (permanents: ObjectFilter, text: string): Effect => ({ kind: "preventAllCombatDamage", to: { permanents, text } }),
  /** "Prevent all damage that [text] would deal this turn" (the sources that match, checked as they deal it, 615.9). */
  preventAllDamageBy: (sources: ObjectFilter, text: string): Effect => ({ kind: "preventAllDamageBy", sources, text }),
  /** 614.9: "All combat damage that would be dealt to you by unblocked creatures this turn is dealt to [this] instead." */
  redirectCombatDamageFromUnblockedToSource: (): Effect => ({ kind: "redirectCombatDamageFromUnblockedToSource" }),
  /** "Prevent all damage that would be dealt to you and [permanents] this turn." (615.1a; `text`: the whole sentence) */
  preventAllDamageToYouAnd: (permanents: ObjectFilter, text: string): Effect => ({ kind: "preventAllDamageToYouAnd", permanents, text }),
  /** "Prevent the next N damage that would be dealt to [target] this turn." (615.7) */
  preventNextDamage: (amount: number, targetIndex = 0): Effect => ({ kind: "preventNextDamage", amount, to: { target: targetIndex } }),
  /** "The next time a [filter] source of your choice would deal damage to you this turn, prevent that damage." (615.8, 609.7a) */
  preventNextDamageFromChosenSource: (sources: ObjectFilter): Effect => ({ kind: "preventNextDamageFromChosenSource", sources }),
  /** "Any player may [one of the options]. If a player does either, [then]." */
  anyPlayerMay: (text: string, options: readonly PlayerOption[], ...then: Effect[]): Effect => ({ kind: "anyPlayerMay", text, options, then }),
  /** "You may [effects]." (603.5) */
  optional: (text: string, ...effects: Effect[]): Effect => ({ kind: "optional", text, effects }),
  /** "Return a [filter] card from your graveyard to your hand" (chosen as it resolves). */
  returnChosenFromGraveyard: (filter: ObjectFilter, text: string): Effect => ({ kind: "returnChosenFromGraveyard", filter, text }),
  exile: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "exile", object }),
  /** "Exile [object]. [Then, with that card, …]" (`then`: effects whose `triggerSubject` is the card in exile). */
  exileThen: (object: ObjectRef, ...then: Effect[]): Effect => ({ kind: "exile", object, then }),
  /** 607.2a: "exile [object]", linked to another ability of this object ("a card exiled with [this]"). */
  exileLinked: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "exile", object, linked: true }),
  /** "Exile that card [(linked, 607.2a)]. If you do, [then]." — a card in a graveyard. */
  exileCard: (card: ObjectRef, linked: boolean, ...then: Effect[]): Effect => ({ kind: "exileCard", card, linked, then }),
  /** "Return each other card exiled with [this] to its owner's graveyard." */
  returnOtherLinkedToGraveyard: (): Effect => ({ kind: "returnOtherLinkedToGraveyard" }),
  /** "Return that card to the battlefield under [its owner's / your] control [with N counters on it]." */
  returnToBattlefield: (card: ObjectRef, under: "owner" | "you", counters?: Readonly<Record<string, number>>): Effect =>
    counters ? { kind: "returnToBattlefield", card, under, counters } : { kind: "returnToBattlefield", card, under },
  /** 701.42a: "exile them, then meld them into [the combined face]" — this and a creature named `with`. */
  meld: (withName: string): Effect => ({ kind: "meld", with: withName }),
  tap: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "tap", object }),
  /** 701.26: "You may tap or untap [object]." */
  mayTapOrUntap: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "mayTapOrUntap", object }),
  /** 509.1b: "[Object] can't block [attacker] this turn" (no attacker: "can't block this turn"). */
  cantBlockThisTurn: (object: ObjectRef = { target: 0 }, attacker?: ObjectRef): Effect =>
    attacker ? { kind: "cantBlockThisTurn", object, attacker } : { kind: "cantBlockThisTurn", object },
  /** 613.1b: "[Player] gains control of [object]" (indefinitely). */
  playerGainsControl: (to: PlayerRef, object: ObjectRef = { self: true }): Effect => ({ kind: "gainControl", object, duration: "indefinite", to }),
  /** "Gain control of [object] until end of turn", "… for as long as [this] remains on the battlefield", or indefinitely. */
  gainControl: (duration: Extract<Effect, { kind: "gainControl" }>["duration"], object: ObjectRef = { target: 0 }): Effect => ({
    kind: "gainControl",
    object,
    duration,
  }),
  /** "[Object] becomes a [subtype] in addition to its other types." */
  addTypes: (types: readonly CardType[], subtypes: readonly string[], object: ObjectRef = { target: 0 }): Effect => ({
    kind: "becomes",
    object,
    types,
    subtypes,
    duration: "indefinite",
  }),
  /** "[Object] becomes an [power]/[toughness] [subtypes] [types] until end of turn" (it keeps its other types). */
  becomesUntilEndOfTurn: (
    types: readonly CardType[],
    subtypes: readonly string[],
    power: Amount,
    toughness: Amount,
    object: ObjectRef = { self: true },
  ): Effect => ({
    kind: "becomes",
    object,
    types,
    subtypes,
    powerToughness: { power, toughness },
    duration: "endOfTurn",
  }),
  /**
   * "[This] becomes a [power]/[toughness] [colors] [subtypes] creature [with keywords / with "ability"] until end of turn.
   * It's still a land." (205.1b: it keeps its other types).
   */
  becomesCreatureUntilEndOfTurn: (spec: {
    readonly subtypes: readonly string[];
    readonly pt: readonly [number, number];
    readonly colors: readonly Color[];
    readonly keywords?: readonly Keyword[];
    readonly abilities?: readonly Ability[];
  }): Effect => ({
    kind: "becomes",
    object: { self: true },
    types: ["Creature"],
    subtypes: spec.subtypes,
    powerToughness: { power: spec.pt[0], toughness: spec.pt[1] },
    colors: spec.colors,
    ...(spec.keywords ? { keywords: spec.keywords } : {}),
    ...(spec.abilities ? { abilities: spec.abilities } : {}),
    duration: "endOfTurn",
  }),
  /**
   * 611.2b: "[Object] becomes a [power]/[toughness] [color] [subtypes] [types] for as long as [this] remains on the
   * battlefield" (it keeps its other types: "It's still a land").
   */
  becomesWhileSourceRemains: (
    types: readonly CardType[],
    subtypes: readonly string[],
    power: number,
    toughness: number,
    colors: readonly Color[],
    object: ObjectRef = { target: 0 },
  ): Effect => ({ kind: "becomes", object, types, subtypes, powerToughness: { power, toughness }, colors, duration: "whileSourceRemains" }),
  /** 707.4, 707.9: "[this] becomes a copy of [target][, except it doesn't copy that creature's color][ and it has this ability]". */
  becomeCopy: (of: ObjectRef = { target: 0 }, keepThisAbility = true, object: ObjectRef = { self: true }, except: readonly CopyException[] = []): Effect => ({
    kind: "becomeCopy",
    object,
    of,
    keepThisAbility,
    ...(except.length > 0 ? { except } : {}),
  }),
  /** 608.2d, 707.4: "Choose a [filter] on the battlefield. [Target] becomes a copy of that [permanent] until end of turn." */
  becomeCopyOfChosenUntilEndOfTurn: (chosen: ObjectFilter, text: string, object: ObjectRef = { target: 0 }): Effect => ({
    kind: "becomeCopy",
    object,
    of: { chosen, text },
    keepThisAbility: false,
    duration: "endOfTurn",
  }),
  /** 707.5: "The next time one or more [what] enter the battlefield this turn, they enter as copies of the chosen [permanent]." */
  nextEntersAsCopy: (what: ObjectFilter, text: string, of: ObjectRef = { target: 0 }): Effect => ({ kind: "nextEntersAsCopy", what, of, text }),
  /** "Exchange control of two target creatures." (701.12) */
  exchangeControl: (objects: ObjectRef = { target: 0 }): Effect => ({ kind: "exchangeControl", objects }),
  /** "[Object] gains [keywords] until end of turn." */
  gainKeywords: (keywords: readonly Keyword[], object: ObjectRef = { target: 0 }): Effect => ({ kind: "gainKeywords", object, keywords }),
  /** "[Object] gains [keywords]." (no duration: for as long as it exists, 611.2a) */
  gainKeywordsIndefinitely: (keywords: readonly Keyword[], object: ObjectRef): Effect => ({ kind: "gainKeywords", object, keywords, indefinite: true }),
  /** "[Object] loses [keywords] until end of turn." */
  loseKeywords: (keywords: readonly Keyword[], object: ObjectRef = { target: 0 }): Effect => ({ kind: "loseKeywords", object, keywords }),
  /** 613.1f: "[object] gains '[ability]' until end of turn" (built with `ability.*`). */
  gainAbilities: (abilities: readonly Ability[], object: ObjectRef = { target: 0 }): Effect => ({ kind: "gainAbilities", object, abilities }),
  tapAll: (filter: ObjectFilter): Effect => ({ kind: "tapAll", filter }),
  /** 509.1b: "[object] can't be blocked this turn". */
  cantBeBlockedThisTurn: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "combatRestrictionThisTurn", object, restriction: "cantBeBlocked" }),
  skipNextUntap: (player: PlayerRef): Effect => ({ kind: "skipNextUntap", player }),
  /** "[It / Those creatures] doesn't untap during its controller's next untap step." */
  doesntUntapNext: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "doesntUntapNext", object }),
  addMana: (mana: string): Effect => ({ kind: "addMana", mana: [...mana.matchAll(/\{([WUBRGC])\}/g)].map((m) => m[1] as ManaType) }),
  createTokens: (count: Amount, token: string): Effect => ({ kind: "createTokens", count, token }),
  /** 111.2: "[Player] creates [N] [tokens]" — "Its controller creates …": the tokens are that player's. */
  playerCreatesTokens: (player: PlayerRef, count: Amount, token: string): Effect => ({ kind: "createTokens", count, token, player }),
  /** "Create [N] token[s] that's a copy of [object]" (707.2, 707.8a). */
  createTokenCopies: (count: Amount, of: ObjectRef = { target: 0 }): Effect => ({ kind: "createTokenCopies", count, of }),
  /** "Create a token that's a copy of a card exiled with [this]. [Then, with that token as "it", …]" (607.2a). */
  createTokenCopyOfLinkedCard: (...then: Effect[]): Effect => ({ kind: "createTokenCopyOfLinkedCard", then }),
  searchLibraryToBattlefield: (filter: ObjectFilter): Effect => ({ kind: "searchLibraryToBattlefield", filter }),
  lookAtHand: (player: PlayerRef): Effect => ({ kind: "lookAtHand", player }),
  /** "[Each player] shuffles their hand and graveyard into their library" (`hand`), or "Shuffle [this] and your graveyard …" (`self`). */
  shuffleIntoLibrary: (player: PlayerRef, parts: { readonly hand?: boolean; readonly self?: boolean }): Effect => ({
    kind: "shuffleIntoLibrary",
    player,
    hand: parts.hand ?? false,
    self: parts.self ?? false,
  }),
  /** "Exile [this spell]." (608.2n: instead of putting it into its owner's graveyard) */
  exileThisSpell: (): Effect => ({ kind: "exileThisSpell" }),
  returnFromGraveyardToHand: (card: ObjectRef = { target: 0 }): Effect => ({ kind: "returnFromGraveyardToHand", card }),
  attachSelf: (to: ObjectRef = { target: 0 }): Effect => ({ kind: "attachSelf", to }),
  /** 701.21a: "sacrifice [this]". */
  sacrificeSelf: (): Effect => ({ kind: "sacrificeSelf" }),
  /** 118.12: "Sacrifice [this]. If you do, [then]." */
  sacrificeSelfThen: (...then: Effect[]): Effect => ({ kind: "sacrificeSelfThen", then }),
  /** "[Player] draws up to N cards": they choose how many (608.2d). */
  drawUpTo: (amount: number, player: PlayerRef): Effect => ({ kind: "drawUpTo", amount, player }),
  gainProtectionFromChosenColor: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "gainProtectionFromChosenColor", object }),
  /** 701.10e: "Double the number of each kind of counter on [permanent]." */
  doubleCounters: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "doubleCounters", object }),
  /** 701.10e: "Double the number of [kind] counters on [permanent]." */
  doubleCountersOfKind: (counter: string, object: ObjectRef = { target: 0 }): Effect => ({ kind: "doubleCounters", object, counter }),
  proliferate: (): Effect => ({ kind: "proliferate" }),
  destroyAll: (filter: ObjectFilter, noRegeneration = false): Effect =>
    noRegeneration ? { kind: "destroyAll", filter, noRegeneration } : { kind: "destroyAll", filter },
  sacrifice: (players: "each" | PlayerRef, text: string, filter: ObjectFilter): Effect => ({ kind: "sacrifice", players, text, filter: { ...filter } }),
  /** "Sacrifice a [filter] other than [this]. If you can't, [ifCant]." */
  sacrificeOtherOrElse: (text: string, filter: ObjectFilter, ...ifCant: Effect[]): Effect => ({
    kind: "sacrifice",
    players: { you: true },
    text,
    filter: { ...filter },
    other: true,
    ifCant,
  }),
  /** "[Player] returns a [filter] they control to its owner's hand" (chosen as it applies, not targeted). */
  returnChosenPermanent: (players: PlayerRef, text: string, filter: ObjectFilter): Effect => ({ kind: "returnChosenPermanent", players, text, filter }),
  /** 118.12: "[effects] unless you discard [text]" (`discard(...)` gives the action). */
  unlessYouDiscard: (action: CostPart, ...effects: Effect[]): Effect => {
    if (action.kind !== "discard") throw new Error("unlessYouDiscard: the action is a discard");
    return { kind: "unless", action, effects };
  },
  /** 118.12: "[effects] unless [player] sacrifices [text]" (`sacrifice(...)` gives the action; "you" in it is that player). */
  unlessSacrifices: (player: PlayerRef, action: CostPart, ...effects: Effect[]): Effect => {
    if (action.kind !== "sacrifice") throw new Error("unlessSacrifices: the action is a sacrifice");
    return { kind: "unless", action, effects, player };
  },
  /** 303.4f: "You may put an Aura card from your hand onto the battlefield attached to [this]." */
  mayPutAuraFromHandAttachedToSelf: (): Effect => ({ kind: "putAuraOntoBattlefield", aura: "fromYourHand", attachTo: { self: true }, optional: true }),
  /** 303.4f: "Put target Aura card … onto the battlefield under your control attached to a [filter] (`text`)." */
  putTargetAuraAttachedToChosen: (chosen: ObjectFilter, text: string, targetIndex = 0): Effect => ({
    kind: "putAuraOntoBattlefield",
    aura: { target: targetIndex },
    attachTo: { chosen, text },
    optional: false,
  }),
  /** 701.3: "Attach [it] to another permanent it can enchant." */
  attachToAnother: (object: ObjectRef = { target: 0 }): Effect => ({ kind: "attachToAnother", object }),
  /** "Return to your hand all [filter] cards in your graveyard that were put there from the battlefield this turn." */
  returnAllPutIntoGraveyardFromBattlefieldThisTurn: (filter: ObjectFilter): Effect => ({
    kind: "returnAllFromGraveyardToHand",
    filter,
    fromBattlefieldThisTurn: true,
  }),
  /** 608.2n: "Shuffle [this spell] into its owner's library." */
  shuffleSelfIntoLibrary: (): Effect => ({ kind: "shuffleSelfIntoLibrary" }),
  /** 701.10d: "Double [player]'s life total." */
  doubleLifeTotal: (player: PlayerRef = { target: 0 }): Effect => ({ kind: "doubleLifeTotal", player }),
  /** "[Players] may put a [filter] card from [their] hand onto the battlefield." */
  putFromHand: (players: PlayerRef, text: string, filter: ObjectFilter): Effect => ({ kind: "putFromHand", players, text, filter }),
  /** 118.12: "you may pay [mana]. If you do, [then]." */
  mayPay: (mana: string, ...then: Effect[]): Effect => ({ kind: "mayPay", mana: parseManaCost(mana), then }),
  /** 603.5: "you may [discard a card / sacrifice …]. If you do, [effects]" (`discard(...)`, `sacrifice(...)`, `sacrificeSelf`). */
  ifYouDo: (action: CostPart, ...then: Effect[]): Effect => {
    if (action.kind !== "discard" && action.kind !== "sacrifice" && action.kind !== "sacrificeSelf") throw new Error("ifYouDo: a discard or a sacrifice");
    return { kind: "ifYouDo", action, then };
  },
  /** 701.23: "Search your library for a [filter] card [with mana value X or less], reveal it, put it into your hand, then shuffle." */
  searchLibraryToHand: (filter: ObjectFilter, maxManaValue?: Amount): Effect =>
    maxManaValue === undefined ? { kind: "searchLibraryToHand", filter, reveal: true } : { kind: "searchLibraryToHand", filter, reveal: true, maxManaValue },
  /** 705: "Flip a coin. If you win the flip, [ifWin]" / "If you lose the flip, [ifLose]". */
  flipCoin: (outcomes: { readonly ifWin?: readonly Effect[]; readonly ifLose?: readonly Effect[] }): Effect => ({
    kind: "flipCoin",
    ifWin: outcomes.ifWin ?? [],
    ifLose: outcomes.ifLose ?? [],
  }),
  /** "[Player] gains control of [object]" (indefinitely, 611.2a). */
  giveControl: (to: PlayerRef, object: ObjectRef = { self: true }): Effect => ({ kind: "gainControl", object, duration: "indefinite", to }),
  revealUntilNamed: (): Effect => ({ kind: "revealUntilNamed" }),
  guessNamedCard: (opponent: PlayerRef = { target: 0 }): Effect => ({ kind: "guessNamedCard", opponent }),
  /** "Counter target spell. If that spell is countered this way, put it on top of its owner's library instead …" */
  counterToLibraryTop: (spell: ObjectRef = { target: 0 }): Effect => ({ kind: "counterInstead", spell, to: "libraryTop" }),
  /** "Counter target spell. If that spell is countered this way, put it into its owner's hand instead …" */
  counterToHand: (spell: ObjectRef = { target: 0 }): Effect => ({ kind: "counterInstead", spell, to: "hand" }),
  castFromHandFree: (maxManaValue: Amount): Effect => ({ kind: "castFromHandFree", maxManaValue }),
  winGame: (): Effect => ({ kind: "winGame" }),
  /** Warp World's: permanents shuffled into their owners' libraries, and as many cards revealed and put back. */
  reshufflePermanents: (): Effect => ({ kind: "reshufflePermanents" }),
  /** 104.3e: "[player] loses the game". */
  loseGame: (player: PlayerRef): Effect => ({ kind: "loseGame", player }),
  /** 500.8: "After this main phase, there is an additional combat phase followed by an additional main phase." */
  additionalCombatAndMainPhase: (): Effect => ({ kind: "addPhasesAfterThisMainPhase", phases: ["combat", "postcombatMain"] }),
  /** 723.1: "End the turn." */
  endTheTurn: (): Effect => ({ kind: "endTheTurn" }),
  becomeColor: (color: Color, object: ObjectRef = { target: 0 }): Effect => ({ kind: "becomeColor", object, color }),
  /** 612.1: "Change the text of [object] by replacing all instances of one [color word / basic land type] with another". */
  changeText: (words: readonly TextWord[], object: ObjectRef = { target: 0 }): Effect => ({ kind: "changeText", object, words }),
  /** 701.22a: "Scry N." */
  scry: (amount: number): Effect => ({ kind: "scry", amount }),
  /** 701.14a: "[Creature] fights [creature]." */
  fight: (object: ObjectRef = { target: 0 }, other: ObjectRef = { target: 1 }): Effect => ({ kind: "fight", object, other }),
  /** "If [condition], [then]" — or, with `otherwise`, "[otherwise]. If [condition], [then] instead". */
  ifCondition: (condition: TriggerCondition, then: readonly Effect[], otherwise?: readonly Effect[]): Effect =>
    otherwise ? { kind: "ifCondition", condition, then, otherwise } : { kind: "ifCondition", condition, then },
  /** "[effects] if {G} was spent to cast this spell" (601.2h). */
  ifSpentToCast: (mana: ManaType, ...then: Effect[]): Effect => ({ kind: "ifSpentToCast", mana, then }),
  /** 207.2c: "Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, [effects]." */
  spellMastery: (...then: Effect[]): Effect => ({ kind: "ifCardsInYourGraveyard", filter: { types: ["Instant", "Sorcery"] }, atLeast: 2, then }),
  /** "If [player] has N or more cards in hand, [then]" (`atLeast`), or "… no cards in hand" (`atMost: 0`). */
  ifHandSize: (player: PlayerRef, bounds: { readonly atLeast?: number; readonly atMost?: number }, ...then: Effect[]): Effect => ({
    kind: "ifHandSize",
    player,
    ...bounds,
    then,
  }),
  /** 710: "flip [this]". */
  flip: (object: ObjectRef = { self: true }): Effect => ({ kind: "flip", object }),
  /** 701.27: "transform [this]". */
  transform: (object: ObjectRef = { self: true }): Effect => ({ kind: "transform", object }),
  /** "Look at the top card of your library. You may reveal that card. If a [filter] card is revealed this way, [then]." */
  lookAtTopMayReveal: (filter: ObjectFilter, ...then: Effect[]): Effect => ({ kind: "lookAtTopMayReveal", filter, then }),
  /** "Look at the top N cards of your library, then put them back in any order." */
  lookAtTopPutBack: (amount: number): Effect => ({ kind: "lookAtTop", amount, rest: "top" }),
  /** "Look at the top N cards of your library. You may reveal a [filter] card from among them and put it into your hand. Put the rest on the bottom of your library in any order." */
  lookAtTopTakeOne: (amount: number, take: ObjectFilter): Effect => ({ kind: "lookAtTop", amount, take, rest: "bottom" }),
  /** "Look at the top N cards of your library. Put one of those cards into your hand, one on top of your library, …" */
  lookAtTopAndDistribute: (...destinations: ("hand" | "top" | "bottom")[]): Effect => ({ kind: "lookAtTopAndDistribute", destinations }),
  /** "Look at [player]'s hand and choose a [filter] card from it. That player discards that card." (701.9b; `reveal`: "[player] reveals their hand") */
  chooseDiscardFromHand: (filter: ObjectFilter, reveal: boolean, player: PlayerRef = { target: 0 }): Effect => ({
    kind: "chooseFromHand",
    player,
    count: 1,
    filter,
    reveal,
    action: "discard",
  }),
  /** "Look at [player]'s hand and choose N cards from it. Put them on top of that player's library in any order." */
  chooseFromHandToLibraryTop: (count: number, player: PlayerRef = { target: 0 }): Effect => ({
    kind: "chooseFromHand",
    player,
    count,
    filter: {},
    reveal: false,
    action: "libraryTop",
  }),
  /** "[Player] puts the cards from their hand on top of their library. Search that player's library for that many cards. …" */
  handOnTopThenSearch: (player: PlayerRef = { target: 0 }): Effect => ({ kind: "handOnTopThenSearch", player }),
  /** 115.7a: "Change the target of target spell with a single target." */
  changeTarget: (spell: ObjectRef = { target: 0 }): Effect => ({ kind: "changeTarget", spell }),
  /** 701.20a: "[Player] reveals the top card of their library." */
  revealTop: (player: PlayerRef = { target: 0 }): Effect => ({ kind: "revealTop", player }),
  /** 701.24: "[Player] shuffles their graveyard into their library." */
  shuffleGraveyardIntoLibrary: (player: PlayerRef = { target: 0 }): Effect => ({ kind: "shuffleGraveyardIntoLibrary", player }),
  /** "[This] deals N damage to [players]" (not targeted). */
  damagePlayers: (amount: Amount, players: PlayerRef): Effect => ({ kind: "damagePlayers", amount, players }),
  /** 601.3: "Your opponents can't cast spells this turn." */
  opponentsCantCastThisTurn: (): Effect => ({ kind: "opponentsCantCastThisTurn" }),
  /** 615.12: "Damage can't be prevented this turn." */
  damageCantBePrevented: (): Effect => ({ kind: "damageCantBePrevented" }),
  /**
   * 707.10: "Copy target instant or sorcery spell[, except …]. You may choose new targets for the copy." (the spell's
   * target: `target.spell({ types: ["Instant", "Sorcery"] }, "target instant or sorcery spell")`).
   */
  copySpell: (except: readonly CopyException[] = [], spell: ObjectRef = { target: 0 }): Effect => ({ kind: "copySpell", spell, newTargets: true, except }),
  /** 707.10e: "create [token], then copy that spell. The copy targets that token." */
  createTokenThenCopyTargetingIt: (token: string, spell: ObjectRef = { triggerSubject: true }): Effect => ({
    kind: "createTokenThenCopyTargetingIt",
    token,
    spell,
  }),
  /** `ability`: the delayed ability's key, or its index among the card's printed abilities. */
  createDelayedTrigger: (step: Step, ability: AbilityRef): Effect => ({
    kind: "createDelayedTrigger",
    step,
    ability: typeof ability === "number" ? printedAbilityKey(ability) : ability,
  }),
};

// ---- Abilities -----------------------------------------------------------------------------------

/** The parts of a mana ability's cost the engine pays (605.3b): {T}, {Q}, life and sacrificing its source. */
const MANA_ABILITY_COST_PARTS: ReadonlySet<string> = new Set(["tapSelf", "untapSelf", "payLife", "sacrificeSelf"]);

/**
 * 605.3b: the generic mana ({1}, {3}) a mana ability's cost has, paid from the mana already in its controller's pool
 * (mana abilities may be activated first, 601.2g, so nothing is lost); null when the cost can't be paid that way: other
 * mana symbols, or a part other than those the engine pays.
 */
export function manaAbilityPoolCost(c: Cost): number | null {
  if (c.parts.some((p) => !MANA_ABILITY_COST_PARTS.has(p.kind))) return null;
  let generic = 0;
  for (const m of c.mana ?? []) {
    if (m.kind !== "generic") return null;
    generic += m.amount;
  }
  return generic;
}

/** One mana a mana ability adds, as its text says it. */
function producedText(m: ManaProduced): string {
  if (m === "anyColor") return "one mana of any color";
  if (m === "chosenColor") return "one mana of the chosen color";
  return typeof m === "object" ? m.oneOf.map((t) => `{${t}}`).join(" or ") : `{${m}}`;
}

export const ability = {
  mana: (c: Cost, ...produces: ManaProduced[]): ManaAbility => ({
    kind: "mana",
    text: `${c.text}: Add ${produces.map(producedText).join("")}.`,
    cost: c,
    produces,
  }),
  /** 106.4: "[Cost]: Double the amount of each type of unspent mana you have." (its mana cost generic, paid from the pool) */
  doubleMana: (c: Cost): ManaAbility => ({
    kind: "mana",
    text: `${c.text}: Double the amount of each type of unspent mana you have.`,
    cost: c,
    produces: [],
    doublePool: true,
  }),
  /** "{T}: Add {C} for each charge counter on [this card's name]." */
  manaPerCounter: (c: Cost, type: ManaType, counter: string, name: string): ManaAbility => ({
    kind: "mana",
    text: `${c.text}: Add {${type}} for each ${counter} counter on ${name}.`,
    cost: c,
    produces: [type],
    timesCounters: counter,
  }),
  /** "{T}: Add {G} for each Elf you control." (`what`: "Elf"; the filter is of the permanents its controller controls) */
  manaPerPermanent: (c: Cost, type: ManaType, what: string, filter: ObjectFilter): ManaAbility => ({
    kind: "mana",
    text: `${c.text}: Add {${type}} for each ${what} you control.`,
    cost: c,
    produces: [type],
    timesCount: filter,
  }),
  activated: (
    c: Cost,
    text: string,
    spec: {
      targets?: readonly TargetRequirement[];
      effects: readonly Effect[];
      sorcerySpeed?: boolean;
      oncePerTurn?: boolean;
      /** 602.5b: "Activate no more than N times each turn." */
      timesPerTurn?: number;
      /** 602.5b: "Activate only during your [step]." */
      onlyDuringYour?: Step;
      /** 602.5b: "Activate only if [condition]." */
      onlyIf?: StateCondition;
    },
  ): ActivatedAbility => ({
    kind: "activated",
    // A cost written in words begins the sentence: "Tap five untapped Vampires you control: …".
    text: `${c.text.charAt(0).toUpperCase()}${c.text.slice(1)}: ${text}`,
    cost: c,
    targets: spec.targets ?? [],
    effects: spec.effects,
    sorcerySpeed: spec.sorcerySpeed ?? false,
    oncePerTurn: spec.oncePerTurn ?? false,
    ...(spec.timesPerTurn !== undefined ? { timesPerTurn: spec.timesPerTurn } : {}),
    ...(spec.onlyDuringYour !== undefined ? { onlyDuringYour: spec.onlyDuringYour } : {}),
    ...(spec.onlyIf ? { onlyIf: spec.onlyIf } : {}),
  }),
  /**
   * 606: a loyalty ability, "[+N]: …", "[−N]: …", "[0]: …" or "[−X]: …": its cost puts or removes loyalty counters
   * (606.4); 606.3 limits when it may be activated.
   */
  loyalty: (change: number | "-X", text: string, spec: { targets?: readonly TargetRequirement[]; effects: readonly Effect[] }): ActivatedAbility => {
    const symbol = change === "-X" ? "[−X]" : change > 0 ? `[+${change}]` : change < 0 ? `[−${-change}]` : "[0]";
    const parts: CostPart[] =
      change === "-X"
        ? [removeCounters("loyalty", "X")]
        : change > 0
          ? [putCounters("loyalty", change)]
          : change < 0
            ? [removeCounters("loyalty", -change)]
            : [];
    return { ...ability.activated({ mana: null, parts, text: symbol }, text, spec), loyalty: true };
  },
  /** 702.6a: "Equip [cost]" — attach to target creature you control, only as a sorcery. */
  equip: (c: Cost): ActivatedAbility => ({
    kind: "activated",
    text: `Equip ${c.text}`,
    cost: c,
    targets: [target.creature({ controller: "you" }, "target creature you control")],
    effects: [effect.attachSelf()],
    sorcerySpeed: true,
    oncePerTurn: false,
  }),
  triggered: (
    text: string,
    trigger: TriggerEvent,
    spec: { targets?: readonly TargetRequirement[]; effects: readonly Effect[]; condition?: TriggerCondition; functionsIn?: "graveyard" },
  ): TriggeredAbility => ({
    kind: "triggered",
    text,
    trigger,
    targets: spec.targets ?? [],
    effects: spec.effects,
    ...(spec.condition ? { condition: spec.condition } : {}),
    ...(spec.functionsIn ? { functionsIn: spec.functionsIn } : {}),
  }),
  /** 603.2, 508.3a: "Whenever [this] enters the battlefield or attacks, …": one ability with two trigger events. */
  entersOrAttacks: (text: string, spec: { targets?: readonly TargetRequirement[]; effects: readonly Effect[] }): TriggeredAbility => ({
    ...ability.triggered(text, { on: "enters", what: "self" }, spec),
    alsoOn: { on: "combatRole", what: "self", roles: ["attacks"] },
  }),
  /**
   * 603.4: the upkeep trigger of an Innistrad werewolf's front face ("At the beginning of each upkeep, if no spells were
   * cast last turn, transform [name].") or back face ("… if a player cast two or more spells last turn, …").
   */
  werewolfTransform: (name: string, face: "front" | "back"): TriggeredAbility => {
    const front = face === "front";
    return ability.triggered(
      `At the beginning of each upkeep, if ${front ? "no spells were cast" : "a player cast two or more spells"} last turn, transform ${name}.`,
      { on: "beginningOfStep", step: "upkeep", whose: "each" },
      { condition: front ? { noSpellsLastTurn: true } : { aPlayerCastLastTurn: 2 }, effects: [effect.transform()] },
    );
  },
  static: (text: string, e: StaticEffect): StaticAbility => ({ kind: "static", text, effect: e }),
  /** 614, 615: a static ability whose effect replaces or prevents events as they would happen. */
  replacement: (text: string, replacement: Replacement): StaticAbility => ({ kind: "static", text, effect: { kind: "replacement", replacement } }),
  /** 614.12: "As [this] enters, choose a [color / creature type]." (its linked abilities: "the chosen …", 607.2d) */
  chooseAsEnters: (text: string, choice: EntryChoice): StaticAbility => ability.replacement(text, { kind: "chooseAsEnters", choice }),
  /** 614.16: "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead." */
  doubleTokens: (): StaticAbility =>
    ability.replacement("If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.", {
      kind: "moreTokens",
      factor: 2,
    }),
  /** 614.1d: "[This permanent] enters tapped." */
  entersTapped: (name: string): StaticAbility => ability.replacement(`${name} enters the battlefield tapped.`, { kind: "entersTapped", what: "self" }),
  /** 614.1d: "[This permanent] enters tapped unless you control a [Swamp] or a [Mountain]" (`what`: those words). */
  entersTappedUnlessYouControl: (name: string, what: string, filter: ObjectFilter): StaticAbility =>
    ability.replacement(`${name} enters the battlefield tapped unless you control ${what}.`, { kind: "entersTapped", what: "self", unlessYouControl: filter }),
  /**
   * 614.1c, 707.5: "You may have [this] enter the battlefield as a copy of any [filter] on the battlefield[, except …]",
   * the exceptions built with `modify` (707.9).
   */
  entersAsCopy: (text: string, of: ObjectFilter, ...except: EnterCopyException[]): StaticAbility =>
    ability.replacement(text, { kind: "entersAsCopy", what: "self", of, optional: true, except }),
  /** 614.1d, 707.5: "[Permanents that match] enter the battlefield as a copy of [this]" (Essence of the Wild). */
  enterAsCopyOfThis: (text: string, what: ObjectFilter): StaticAbility =>
    ability.replacement(text, { kind: "entersAsCopy", what, of: "source", optional: false, except: [] }),
  /** 113.6g: "This spell can't be countered." */
  cantBeCountered: (): StaticAbility => ({ kind: "static", text: "This spell can't be countered.", effect: { kind: "cantBeCountered" } }),
  /** 701.19: "[Cost]: Regenerate [this]." */
  regenerate: (c: Cost, name: string): ActivatedAbility => ability.activated(c, `Regenerate ${name}.`, { effects: [effect.regenerate()] }),
  delayed: (text: string, effects: readonly Effect[]): DelayedAbility => ({ kind: "delayed", text, effects }),
  /** 509.1b: "[This] can't be blocked except by [filter]". */
  blockableOnlyBy: (text: string, blockers: ObjectFilter): StaticAbility => ({ kind: "static", text, effect: { kind: "blockableOnlyBy", blockers } }),
  /** 509.1b: "[This] can block only [filter]". */
  canBlockOnly: (text: string, attackers: ObjectFilter): StaticAbility => ({ kind: "static", text, effect: { kind: "canBlockOnly", attackers } }),
  /** 508.1c: "[This] can't attack unless [condition]". */
  cantAttackUnless: (text: string, unless: AttackCondition): StaticAbility => ({ kind: "static", text, effect: { kind: "cantAttackUnless", unless } }),
  cantBlock: (text: string): StaticAbility => ({
    kind: "static",
    text,
    effect: { kind: "combatRestriction", affects: "self", cantAttack: false, cantBlock: true },
  }),
  enchantedCantAttackOrBlock: (): StaticAbility => ({
    kind: "static",
    text: "Enchanted creature can't attack or block.",
    effect: { kind: "combatRestriction", affects: "attached", cantAttack: true, cantBlock: true },
  }),
  enchantedGets: (power: number, toughness: number): StaticAbility =>
    ability.continuous(`Enchanted creature gets ${signed(power)}/${signed(toughness)}.`, ATTACHED, modify.powerToughness(power, toughness)),
  equippedGets: (power: number, toughness: number): StaticAbility =>
    ability.continuous(`Equipped creature gets ${signed(power)}/${signed(toughness)}.`, ATTACHED, modify.powerToughness(power, toughness)),
  /** 611.3a: "As long as [condition], [affected] [modifications]": a continuous effect that exists only while it holds. */
  continuousAsLongAs: (text: string, asLongAs: StaticCondition, affects: Affects, ...modifications: Modification[]): StaticAbility => ({
    kind: "static",
    text,
    effect: { kind: "continuous", affects, modifications, asLongAs },
  }),
  /** 611.3: a static ability whose continuous effect changes the characteristics of what it affects (613). */
  continuous: (text: string, affects: Affects, ...modifications: Modification[]): StaticAbility => ({
    kind: "static",
    text,
    effect: { kind: "continuous", affects, modifications },
  }),
};

/**
 * A land that enters tapped, taps for one mana, and becomes a creature until end of turn: "[This] enters the battlefield
 * tapped. {T}: Add {C}. [Cost]: [This] becomes a … creature … until end of turn. It's still a land." (205.1b)
 */
export function landThatBecomesACreature(
  name: string,
  mana: ManaType,
  activation: { readonly cost: string; readonly text: string },
  becomes: Parameters<typeof effect.becomesCreatureUntilEndOfTurn>[0],
): Ability[] {
  return [
    ability.entersTapped(name),
    ability.mana(cost(null, tapSelf), mana),
    ability.activated(cost(activation.cost), activation.text, { effects: [effect.becomesCreatureUntilEndOfTurn(becomes)] }),
  ];
}

/** What a static ability's continuous effect applies to (see `ability.continuous`). */
export const affects = {
  self: { kind: "self" } as Affects,
  attached: { kind: "attached" } as Affects,
  /** "Creatures you control", "White creatures", "Other Merfolk" (`other`: not the source itself). */
  permanents: (filter: ObjectFilter, other = false): Affects => ({ kind: "permanents", filter, other }),
  /** "All cards that aren't on the battlefield, spells, and permanents": every object in every zone. */
  allObjects: { kind: "allObjects" } as Affects,
};
const ATTACHED = affects.attached;

const intrinsicByType = new Map<string, ManaAbility>();

/** 305.6: the mana ability a basic land type gives a land ("{T}: Add {G}." for a Forest); the same object every time. */
export function intrinsicManaAbility(landType: string): ManaAbility | undefined {
  const color = BASIC_LAND_MANA[landType];
  if (!color) return undefined;
  let a = intrinsicByType.get(landType);
  if (!a) intrinsicByType.set(landType, (a = ability.mana(cost(null, tapSelf), color)));
  return a;
}

/** What an "enter as a copy" replacement does besides copying (see `ability.entersAsCopy`). */
export const asCopy = {
  /** 707.9e: "except it enters with N additional [kind] counters on it" (N a number, or "X" from the spell's X). */
  withCounters: (counter: string, amount: number | "X"): EnterCopyException => ({ kind: "withCounters", counter, amount }),
  /** 707.9f: "and, if it's a [filter], [exceptions]". */
  ifCopyIs: (filter: ObjectFilter, ...then: EnterCopyException[]): EnterCopyException => ({ kind: "ifCopyIs", filter, then }),
};

/** The changes a continuous effect makes, each in its layer (613.1). */
export const modify = {
  /** 305.7: "[is / are] [basic land types]". */
  setLandTypes: (...subtypes: string[]): Modification => ({ kind: "setLandTypes", subtypes }),
  /** 604.3, 613.4a: "[this]'s power and toughness are each equal to the number of [filter] you control". */
  powerToughnessFromCount: (filter: ObjectFilter): Modification => ({ kind: "powerToughnessFromCount", filter }),
  /** 604.3, 613.4a: "[this]'s power is equal to the number of [types] cards in your graveyard". */
  powerFromCardsInYourGraveyard: (...types: CardType[]): Modification => ({ kind: "powerFromCardsInYourGraveyard", types }),
  /** 604.3, 613.4a: "[this]'s power and toughness are each equal to your life total". */
  powerToughnessFromLife: (): Modification => ({ kind: "powerToughnessFromLife" }),
  /** 604.3, 613.4a: "[this]'s power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus N". */
  powerToughnessFromGraveyardCardTypes: (toughnessPlus: number): Modification => ({ kind: "powerToughnessFromGraveyardCardTypes", toughnessPlus }),
  control: (): Modification => ({ kind: "gainControl" }),
  addTypes: (types: readonly CardType[], subtypes: readonly string[] = []): CopyModification => ({ kind: "addTypes", types, subtypes }),
  /** "[is] [supertypes] in addition to its other types" ("legendary and snow"). */
  addSupertypes: (...supertypes: Supertype[]): CopyModification => ({ kind: "addTypes", types: [], subtypes: [], supertypes }),
  setColors: (...colors: Color[]): CopyModification => ({ kind: "setColors", colors }),
  /** 707.9c: "except it doesn't copy that creature's color": a copy effect's exception only. */
  retainColors: (): CopyException => ({ kind: "retainColors" }),
  addKeywords: (...keywords: Keyword[]): CopyModification => ({ kind: "addKeywords", keywords }),
  /** 607.2d: "[this] has protection from the chosen color" (layer 6). */
  protectionFromChosenColor: (): Modification => ({ kind: "protectionFromChosenColor" }),
  /** 607.2d: "[this] is the chosen type in addition to its other types" (layer 4). */
  addChosenType: (): Modification => ({ kind: "addChosenType" }),
  loseKeywords: (...keywords: Keyword[]): Modification => ({ kind: "loseKeywords", keywords }),
  loseAllAbilities: (): Modification => ({ kind: "loseAllAbilities" }),
  /** "[Object] has '{T}: …'": grants whole abilities (613.1f), built with `ability.*`. */
  addAbilities: (...abilities: Ability[]): CopyModification => ({ kind: "addAbilities", abilities }),
  setPowerToughness: (power: number, toughness: number): CopyModification => ({ kind: "setPowerToughness", power, toughness }),
  powerToughness: (power: number, toughness: number): Modification => ({ kind: "modifyPowerToughness", power, toughness }),
  /** 613.4c: "gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it". */
  plusPerCreatureSharingType: (): Modification => ({ kind: "plusPerCreatureSharingType" }),
  switchPowerToughness: (): Modification => ({ kind: "switchPowerToughness" }),
  /** 607.2a: "[this] has the creature types of the last creature card exiled with [this]. It's still a [keep]." */
  creatureTypesOfLinkedCard: (...keep: string[]): Modification => ({ kind: "creatureTypesOfLinkedCard", keep }),
  /** 607.2a: "[this] has the power and toughness of the last creature card exiled with [this]." */
  powerToughnessOfLinkedCard: (): Modification => ({ kind: "powerToughnessOfLinkedCard" }),
  /** 613.4b: "[is / are] … with power and toughness each equal to its mana value". */
  powerToughnessFromManaValue: (): Modification => ({ kind: "powerToughnessFromManaValue" }),
};

function signed(n: number): string {
  return n < 0 ? String(n) : `+${n}`;
}

/**
 * 111.3, 707.2: the card of a token created as a copy of an object. It defines no characteristics: its copy effect gives
 * it all of them, and its name is the copied object's.
 */
export const COPY_TOKEN: CardDefinition = card({ name: "Token", types: [], token: true });

/** A creature token's definition (111.4: named after its subtypes, plus "Token", unless the text names it). */
export function token(spec: {
  /** "named Wasp". */
  name?: string;
  /** Its card types: a creature, or an artifact creature. */
  types?: readonly CardType[];
  subtypes: readonly string[];
  colors: readonly Color[];
  pt: readonly [number, number];
  keywords?: readonly Keyword[];
  /** Abilities the token has ("It has '…'"), with their text. */
  abilities?: readonly Ability[];
}): CardDefinition {
  return {
    ...card({
      name: spec.name ?? `${spec.subtypes.join(" ")} Token`,
      types: spec.types ?? ["Creature"],
      subtypes: spec.subtypes,
      pt: spec.pt,
      keywords: spec.keywords ?? [],
      ...(spec.abilities ? { abilities: spec.abilities, text: spec.abilities.map((a) => a.text).join("\n") } : {}),
      token: true,
    }),
    colors: spec.colors,
  };
}
