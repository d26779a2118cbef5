// The generic trial every card of the pool passes: the card is put into a sandbox where it can be cast or
// played (lands to pay for it, legal objects for whatever it may target on both sides), its owner casts or
// plays it, it resolves, each of its activated abilities is activated once when the game offers it, and a
// round of turns passes so that its triggered abilities get their chance. Its owner's own plays are scripted;
// every other decision is a seeded random player's, or a deterministic one where a random one would give up
// (paying costs). After every input the game's invariants must hold.

import type { Color, ManaCost } from "../../shared/mana.ts";
import type { Answer, Prompt } from "../../shared/prompt.ts";
import { RandomAgent } from "../../shared/random-agent.ts";
import type { AbilityKey } from "../../shared/game-types.ts";
import type { Ability, CardDefinition, CardRegistry, Cost, FaceIndex, ObjectFilter, TargetRequirement } from "../card-language/card-definition.ts";
import {
  mainText,
  matchesFilter,
  objectFacts,
  playableFaces,
  printed,
  type Engine,
  type GameConfig,
  type GameEvent,
  type GameState,
  type Input,
  type ObjectId,
  type SandboxPermanent,
  type SandboxPlayer,
  type SandboxSetup,
} from "../engine/index.ts";
import { checkInvariants, sandboxConfig, targetHintWatcher } from "./invariants.ts";
import { manaAbilityPoolCost } from "../card-language/card-dsl.ts";

/**
 * How the card is cast: from its owner's hand for its mana cost (or played, a land); for one of its alternative
 * costs (118.9); with all its optional additional costs paid (kicker, entwine, buyback: 118.8); by flashback from
 * its owner's graveyard (702.34); or spliced onto a spell of the subtype it names, `host` (702.47).
 */
export type CastingWay =
  | { readonly kind: "mana cost" }
  | { readonly kind: "alternative cost"; readonly id: string; readonly text: string }
  | { readonly kind: "optional costs" }
  | { readonly kind: "flashback" }
  | { readonly kind: "splice"; readonly host: string }
  /**
   * Not cast: already on the battlefield, with loyalty enough for each of its loyalty abilities once, other counters its
   * abilities' costs remove and it doesn't enter with ("Remove a gold counter"), tapped when an ability untaps it
   * ({Q}): for abilities that a permanent just cast can't activate.
   */
  | {
      readonly kind: "in play";
      readonly loyalty: number | null;
      readonly tapped: boolean;
      readonly counters?: Readonly<Record<string, number>>;
    };

/** One way a card is tried: as itself, or with one of its faces or halves (`face`), as the game offers it from a hand. */
export interface CardTrialVariant {
  readonly card: string;
  readonly face: FaceIndex | undefined;
  /** What is cast or played: the card's name, a face's or half's ("Stomp"), or both halves' when fused. */
  readonly name: string;
  readonly land: boolean;
  readonly way: CastingWay;
}

export type AbilityOutcome =
  | "resolved"
  /** A mana ability: it resolves at once (605.3). */
  | "added mana"
  /** Activated, but it left the stack otherwise (countered, or its source's controller lost the game). */
  | "activated"
  | "reversed"
  | "not offered"
  | "not affordable"
  | "no legal target";

export interface AbilityTrial {
  readonly key: AbilityKey;
  readonly text: string;
  readonly outcome: AbilityOutcome;
  /** Why it was reversed, when it was. */
  readonly reason?: string;
}

export interface CardTrialReport {
  readonly variant: CardTrialVariant;
  /** It was cast (a spell) or played (a land); false for the "in play" way. */
  readonly played: boolean;
  /** The spell resolved; null for a land, which doesn't use the stack. */
  readonly resolved: boolean | null;
  readonly abilities: readonly AbilityTrial[];
  /** Inputs the game took. */
  readonly inputs: number;
  /** The step at which the trial failed and why; null when it passed. */
  readonly failure: { readonly step: string; readonly reason: string } | null;
}

/**
 * The ways every card of the registry but tokens is tried: each way the game offers to play it from a hand, and
 * for a card's own characteristics each other way its costs allow, and on the battlefield if some ability needs it.
 */
export function cardTrialVariants(cards: CardRegistry): CardTrialVariant[] {
  const out: CardTrialVariant[] = [];
  for (const def of cards.values()) {
    if (def.token) continue;
    for (const way of playableFaces(def)) {
      const base = { card: def.name, face: way.face, name: way.name ?? def.name, land: way.land };
      out.push({ ...base, way: { kind: "mana cost" } });
      if (way.land || way.face !== undefined) continue;
      const c = def.costs;
      for (const a of c.alternative) out.push({ ...base, way: { kind: "alternative cost", id: a.id, text: a.text } });
      if (c.kicker || c.entwine || c.buyback) out.push({ ...base, way: { kind: "optional costs" } });
      if (c.flashback) out.push({ ...base, way: { kind: "flashback" } });
      const host = c.splice && spliceHost(cards, def.name, c.splice.onto);
      if (host) out.push({ ...base, way: { kind: "splice", host } });
      const inPlay = inPlayWay(def);
      if (inPlay) out.push({ ...base, way: inPlay });
    }
  }
  return out;
}

/** The variant as a test names it: "Fire // Ice: Ice", "Burst Lightning, with its optional costs". */
export function describeVariant(v: CardTrialVariant): string {
  const name = v.name === v.card ? v.card : `${v.card}: ${v.name}`;
  switch (v.way.kind) {
    case "mana cost":
      return name;
    case "alternative cost":
      return `${name}, for its alternative cost (${v.way.text})`;
    case "optional costs":
      return `${name}, with its optional costs`;
    case "flashback":
      return `${name}, by flashback`;
    case "splice":
      return `${name}, spliced onto ${v.way.host}`;
    case "in play":
      return `${name}, on the battlefield${v.way.loyalty === null ? "" : ` with ${v.way.loyalty} loyalty`}${countersText(v.way.counters)}${v.way.tapped ? ", tapped" : ""}`;
  }
}

function countersText(counters: Readonly<Record<string, number>> | undefined): string {
  return counters
    ? Object.entries(counters)
        .map(([kind, n]) => ` with ${n} ${kind} counter${n === 1 ? "" : "s"}`)
        .join(",")
    : "";
}

/**
 * The "in play" way, when an ability can't be activated by a permanent just cast: it costs more loyalty than printed,
 * or {Q}, or it targets a tapped permanent (which untaps before a creature just cast may tap for the ability).
 */
function inPlayWay(def: CardDefinition): CastingWay | null {
  let dearest = 0;
  // Enough for every loyalty ability once (X is 1), and one more to stay on the battlefield.
  let loyalty = 1;
  let tapped = false;
  let targetsTapped = false;
  const counters: Record<string, number> = {};
  for (const a of def.abilities)
    if (a.kind === "activated") {
      if (a.targets.some((t) => t.permanents?.tapped)) targetsTapped = true;
      for (const part of a.cost.parts) {
        if (part.kind === "removeCountersFromSelf" && part.counter === "loyalty") {
          const n = part.count === "X" ? 1 : part.count;
          dearest = Math.max(dearest, n);
          loyalty += n;
        } else if (part.kind === "removeCountersFromSelf") {
          const n = part.count === "X" ? 1 : part.count;
          const entering = def.entersWithCounters?.counter === part.counter ? def.entersWithCounters.amount : 0;
          if (typeof entering !== "number" || entering < n) counters[part.counter] = Math.max(counters[part.counter] ?? 0, n);
        }
        if (part.kind === "untapSelf") tapped = true;
      }
    }
  const dear = def.loyalty !== null && dearest > def.loyalty;
  const countersNeeded = Object.keys(counters).length > 0;
  return dear || tapped || targetsTapped || countersNeeded
    ? { kind: "in play", loyalty: dear ? loyalty : null, tapped, ...(countersNeeded ? { counters } : {}) }
    : null;
}

/** A spell the card may be spliced onto: of the subtype, castable for its mana cost. */
function spliceHost(cards: CardRegistry, card: string, subtype: string): string | null {
  for (const def of cards.values())
    if (!def.token && def.name !== card && !def.faces && def.manaCost !== null && def.subtypes.includes(subtype)) return def.name;
  return null;
}

const OWNER = "Ana";
const OPPONENT = "Ben";
const BASICS: Readonly<Record<Color, string>> = { W: "Plains", U: "Island", B: "Swamp", R: "Mountain", G: "Forest" };
/** The spell the owner casts first when the card needs a spell to target, if it fits: an instant of mana value 1. */
const PRIOR_SPELL = "Lightning Bolt";
/** What each side has, so that whatever the card targets or affects is there (when the pool has it). */
const CREATURES = ["Grizzly Bears", "Wind Drake"];
const NONCREATURES = ["Bonesplitter", "Circle of Protection: Red"];
const PLANESWALKERS = ["Jace Beleren", "Chandra Nalaar"];
// Two creature cards (as many as "X target creature cards" asks for with X_VALUE) and an Aura card.
const GRAVEYARD = ["Grizzly Bears", "Wind Drake", "Lightning Bolt", "Bonesplitter", "Holy Strength", "Forest"];
const LIBRARY = ["Forest", "Grizzly Bears", "Island", "Lightning Bolt", "Mountain", "Bonesplitter", "Plains", "Wind Drake", "Swamp", "Forest"];
/** Other cards in the owner's hand, for costs and effects that discard, exile (a blue card) or reveal. */
const OWNER_HAND = ["Island", "Grizzly Bears", "Wind Drake"];
const OPPONENT_HAND = ["Grizzly Bears", "Lightning Bolt", "Island"];
const OPPONENT_LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
/** X is announced as this (or the most allowed). */
const X_VALUE = 2;
/** Lands beyond what the costs add up to: for cost increases, extra targets (Fireball), a kicker. */
const SPARE_LANDS = 3;
/** Rounds of turns after the cast turn: one, then more while an ability waits (a loyalty ability, or one with {T} in its cost, may be activated once a turn). */
const MAX_ROUNDS = 4;
const MAX_INPUTS = 3000;
const CAST_ATTEMPTS = 3;
/** The sandbox's label of the opponent's creature a targeted Aura is attached to ("an Aura that's attached to a permanent"). */
const ATTACHED_HOST = "attached host";
/** The sandbox's label of the card on the battlefield, for the "in play" way. */
const IN_PLAY = "trial";

/** Whether a card of the registry, as printed, matches the filter (with the owner as its controller). */
function printedMatches(cards: CardRegistry, name: string, filter: ObjectFilter): boolean {
  return matchesFilter(objectFacts(printed(cards.get(name)!, 0), false), filter, 0);
}

/**
 * The first card of the registry (after `preferred`) that matches the filter and is simple to have: no faces, not
 * legendary, and with a mana cost unless `castable` is false.
 */
function cardMatching(cards: CardRegistry, filter: ObjectFilter, preferred: readonly string[], except: string, castable = true): string | undefined {
  const simple = (d: CardDefinition): boolean => !d.token && !d.faces && d.name !== except && !d.supertypes.includes("Legendary");
  return (
    preferred.find((n) => cards.has(n) && simple(cards.get(n)!) && printedMatches(cards, n, filter)) ??
    [...cards.values()].find((d) => simple(d) && (!castable || d.manaCost !== null) && printedMatches(cards, d.name, filter))?.name
  );
}

/**
 * The spell the owner casts first when the card needs a spell to target (Counterspell, Fork, Essence Scatter): one
 * that matches what it targets, without targets of its own where the pool has one; null when none is needed.
 */
function priorSpell(cards: CardRegistry, def: CardDefinition): string | null {
  const needs = mainText(def).targets.find((t) => t.spells !== null && t.min > 0 && !t.when && !t.players && !t.permanents && !t.cardsInYourGraveyard);
  if (!needs?.spells) return null;
  return cardMatching(cards, needs.spells, [PRIOR_SPELL, ...CREATURES], def.name) ?? null;
}

/**
 * Permanents for the targets of the card's spell and abilities that nothing on the sandbox's board matches ("target
 * creature with defender"): the first fitting card of the registry, on each side.
 */
function targetObjects(
  cards: CardRegistry,
  def: CardDefinition,
  board: readonly string[],
): { both: (string | SandboxPermanent)[]; opponent: SandboxPermanent[] } {
  const targets = [...mainText(def).targets, ...def.abilities.flatMap((a) => ("targets" in a ? a.targets : []))];
  const added: (string | SandboxPermanent)[] = [];
  const opponent: SandboxPermanent[] = [];
  const names = (): string[] => [...board, ...added.map((p) => (typeof p === "string" ? p : p.card))];
  for (const t of targets) {
    if (!t.permanents) continue;
    // A printed card is never tapped: "target tapped creature" is looked for untapped, and put there tapped.
    const { tapped, attachedToPermanent, ...filter } = t.permanents;
    // "Attached to a permanent": the opponent's creature enchanted by it (labels are the sandbox's, so on one side only).
    if (attachedToPermanent) {
      const fit = cardMatching(cards, filter, [], def.name);
      if (fit) opponent.push({ card: CREATURES[0]!, label: ATTACHED_HOST }, { card: fit, attachedTo: ATTACHED_HOST });
      continue;
    }
    if (!tapped && names().some((n) => n !== def.name && printedMatches(cards, n, filter))) continue;
    const fit = cardMatching(cards, filter, tapped ? [...CREATURES] : [], def.name);
    if (fit) added.push(tapped ? { card: fit, tapped: true } : fit);
  }
  return { both: added, opponent };
}

/** The basic lands (and Sol Ring for colorless mana) that pay these costs once each, with X as X_VALUE. */
function landsFor(costs: readonly (ManaCost | null)[], cards: CardRegistry): string[] {
  const colored: Color[] = [];
  let generic = SPARE_LANDS;
  let colorless = 0;
  for (const cost of costs)
    for (const s of cost ?? [])
      switch (s.kind) {
        case "generic":
          generic += s.amount;
          break;
        case "colored":
        case "monoHybrid":
          colored.push(s.color);
          break;
        // Either half may be chosen: both are there.
        case "hybrid":
          colored.push(...s.colors);
          break;
        case "phyrexian":
          colored.push(s.colors[0]!);
          break;
        case "variable":
          generic += X_VALUE;
          break;
        case "colorless":
          colorless++;
          break;
        // {S} needs snow permanents, which the sandbox doesn't have: such a card fails its trial, with the reason.
      }
  const filler = colored[0] ?? "G";
  const lands = [...colored, ...Array.from({ length: generic }, () => filler)].map((c) => BASICS[c]);
  if (colorless > 0 && cards.has("Sol Ring")) for (let i = 0; i < Math.ceil(colorless / 2); i++) lands.push("Sol Ring");
  return lands;
}

/** The definition the variant is cast or played with. */
function variantDef(cards: CardRegistry, v: CardTrialVariant): CardDefinition {
  const def = cards.get(v.card)!;
  return playableFaces(def).find((w) => w.face === v.face)!.def;
}

/** The mana cost the sandbox has lands for (none when it isn't paid), and the other costs of casting it this way. */
function castingCosts(cards: CardRegistry, def: CardDefinition, way: CastingWay): { mana: ManaCost | null; costs: (Cost | null)[] } {
  const c = def.costs;
  switch (way.kind) {
    case "mana cost":
      return { mana: def.manaCost, costs: [c.additional] };
    // The lands of its mana cost are there too: an alternative cost may ask for them ("return an Island").
    case "alternative cost":
      return { mana: def.manaCost, costs: [c.alternative.find((a) => a.id === way.id)!.cost, c.additional] };
    case "optional costs":
      return { mana: def.manaCost, costs: [c.additional, c.kicker?.cost ?? null, c.entwine, c.buyback] };
    case "flashback":
      return { mana: null, costs: [c.flashback, c.additional] };
    case "splice":
      return { mana: cards.get(way.host)!.manaCost, costs: [c.splice!.cost] };
    case "in play":
      return { mana: null, costs: [] };
  }
}

/**
 * What the parts of these costs ask for that the sandbox lacks ("tap three untapped white creatures you control",
 * "discard a card"): the first cards of the registry that match, on the owner's battlefield or in their hand.
 */
function costObjects(
  cards: CardRegistry,
  costs: readonly (Cost | null)[],
  has: { battlefield: string[]; hand: string[] },
  card: string,
): { battlefield: string[]; hand: string[] } {
  const added = { battlefield: [] as string[], hand: [] as string[] };
  for (const cost of costs)
    for (const part of cost?.parts ?? []) {
      if (!("filter" in part)) continue;
      const zone = part.kind === "discard" || part.kind === "exileFromHand" ? "hand" : "battlefield";
      const there = [...has[zone], ...added[zone]].filter((n) => n !== card && printedMatches(cards, n, part.filter)).length;
      if (there >= part.count) continue;
      const fit = cardMatching(cards, part.filter, [], card, false);
      if (fit) for (let i = there; i < part.count; i++) added[zone].push(fit);
    }
  return added;
}

/** The sandbox of a trial: the card in its owner's hand, in the owner's first main phase, with what it may need. */
export function trialSetup(cards: CardRegistry, v: CardTrialVariant): SandboxSetup {
  const def = variantDef(cards, v);
  const has = (names: readonly string[]): string[] => names.filter((n) => cards.has(n));
  const prior = priorSpell(cards, def);
  const abilityCosts = def.abilities.flatMap((a) => (a.kind === "activated" || a.kind === "mana" ? [a.cost] : []));
  const casting = castingCosts(cards, def, v.way);
  const costs = [...casting.costs, ...abilityCosts];
  const mana = [casting.mana, ...costs.map((c) => c?.mana ?? null), prior ? cards.get(prior)!.manaCost : null];
  const way = v.way;
  const fromHand = way.kind === "splice" ? [way.host, v.card] : way.kind === "flashback" || way.kind === "in play" ? [] : [v.card];
  const itself =
    way.kind === "in play"
      ? [
          {
            card: v.card,
            tapped: way.tapped,
            ...(way.loyalty === null && !way.counters ? {} : { counters: { ...way.counters, ...(way.loyalty === null ? {} : { loyalty: way.loyalty }) } }),
            label: IN_PLAY,
          },
        ]
      : [];
  // Neither side has a planeswalker of the card's own name, which the legend rule would meet at once.
  const walker = has(PLANESWALKERS).find((n) => n !== v.card);
  const board = [...has(CREATURES), ...has(NONCREATURES), ...(walker ? [walker] : [])];
  const targeted = targetObjects(cards, def, board);
  const side = [...board, ...targeted.both];
  const hand = [...fromHand, ...(prior ? [prior] : []), ...has(OWNER_HAND)];
  // A land played pays for nothing but its abilities.
  const battlefield = [...side, ...landsFor(v.land ? abilityCosts.map((c) => c.mana) : mana, cards)];
  const names = battlefield.map((p) => (typeof p === "string" ? p : p.card));
  const more = costObjects(cards, costs, { battlefield: names, hand }, v.card);
  const owner: SandboxPlayer = {
    name: OWNER,
    hand: [...hand, ...more.hand],
    battlefield: [...battlefield, ...more.battlefield, ...itself],
    graveyard: [...has(GRAVEYARD), ...(v.way.kind === "flashback" ? [v.card] : [])],
    library: has(LIBRARY),
  };
  const opponent: SandboxPlayer = {
    name: OPPONENT,
    hand: has(OPPONENT_HAND),
    battlefield: [...side, ...targeted.opponent, ...has(OPPONENT_LANDS)],
    graveyard: has(GRAVEYARD),
    library: has(LIBRARY),
  };
  return { turn: 3, activePlayer: 0, step: "precombatMain", players: [owner, opponent] };
}

/** A seed for a card's random choices, from its name: each card's trial is the same every run. */
function seedOf(name: string, seed: number): number {
  let h = seed >>> 0 || 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Which printed abilities the trial activates, by key, in order: those that sacrifice their source last, and
 * loyalty abilities by the loyalty they remove, fewest first (an ultimate may end the game).
 */
function abilitiesToTry(def: CardDefinition): { key: AbilityKey; text: string; last: boolean; poolCost: number }[] {
  const order = (a: Ability): number => {
    let n = 0;
    if (a.kind !== "activated" && a.kind !== "mana") return n;
    for (const p of a.cost.parts) {
      if (p.kind === "sacrificeSelf" || p.kind === "exileSelf") n += 1000;
      if (p.kind === "removeCountersFromSelf" && p.counter === "loyalty" && typeof p.count === "number") n += p.count;
    }
    // An ability that takes its source away ("return [this] to its owner's hand") goes last too.
    const self = (o: unknown): boolean => typeof o === "object" && o !== null && "self" in o;
    if (a.kind === "activated" && a.effects.some((e) => (e.kind === "returnToHand" || e.kind === "exile") && self(e.object))) n += 1000;
    return n;
  };
  return def.abilities
    .flatMap((a, i) =>
      a.kind === "activated" || a.kind === "mana"
        ? [{ key: `p${i}` as AbilityKey, text: a.text, order: order(a), poolCost: a.kind === "mana" ? (manaAbilityPoolCost(a.cost) ?? 0) : 0 }]
        : [],
    )
    .sort((a, b) => a.order - b.order)
    .map(({ key, text, order, poolCost }) => ({ key, text, last: order >= 1000, poolCost }));
}

/** A filter only creatures in combat match: attacking or blocking ones (506.3). */
function inCombat(f: ObjectFilter): boolean {
  return f.attacking === true || f.blocking === true || f.anyOf?.every(inCombat) === true;
}

/** A target requirement that only a creature in combat can meet: the spell or ability is tried in the declare blockers step. */
function needsCombat(req: TargetRequirement): boolean {
  return req.min > 0 && req.players === null && req.permanents !== null && (req.blockingSource === true || inCombat(req.permanents));
}

/** Outcomes of an ability not activated yet: it is tried again at the owner's next priority. */
const UNTRIED: ReadonlySet<AbilityOutcome> = new Set(["not offered", "not affordable", "no legal target"]);

type Stage = "prior spell" | "cast" | "resolve" | "abilities";

class Trial {
  private readonly cards: CardRegistry;
  private state: GameState;
  private readonly config: GameConfig;
  private readonly agent: RandomAgent;
  private readonly hints = targetHintWatcher();
  private stage: Stage;
  /** The spell cast first for the card to target (priorSpell), if it needs one. */
  private readonly prior: string | null;
  private step = "setup";
  private inputs = 0;
  private reversals = 0;
  private played = false;
  private resolved: boolean | null = null;
  /** The card in the owner's hand (or graveyard, for flashback). */
  private readonly cardId: ObjectId;
  /** What the owner casts: the card, or the spell it is spliced onto. */
  private readonly castId: ObjectId;
  private spliced = false;
  private spellId: ObjectId | null = null;
  private permanentId: ObjectId | null = null;
  private readonly abilities: { key: AbilityKey; text: string; last: boolean; poolCost: number; outcome: AbilityOutcome; reason?: string }[];
  /** The ability activated and not yet resolved: its object on the stack. */
  private activating: { index: number; object: ObjectId | null } | null = null;
  private readonly firstTurn: number;
  /** The spell targets only creatures in combat: the owner attacks, the opponent blocks, and it is cast then. */
  private readonly spellInCombat: boolean;
  /** The abilities that target only creatures in combat; those with {T} in their cost keep the card from attacking. */
  private readonly combatAbilities: ReadonlySet<AbilityKey>;
  private readonly staysHome: boolean;
  /** An ability targets a creature blocking the card: only the card attacks (the others could trade the blockers away). */
  private readonly attacksAlone: boolean;

  private readonly engine: Engine;
  private readonly variant: CardTrialVariant;

  constructor(engine: Engine, variant: CardTrialVariant, seed: number) {
    this.engine = engine;
    this.variant = variant;
    this.cards = engine.cards;
    const setup = trialSetup(this.cards, variant);
    const started = engine.newSandboxGame(setup);
    if (!started.ok) throw new Error(`the sandbox was refused: ${started.error.message}`);
    this.state = started.state;
    this.config = sandboxConfig(this.state, this.cards);
    this.agent = new RandomAgent(seedOf(variant.name, seed), { cancelRate: 0 });
    const owner = this.state.players[0]!;
    const way = variant.way;
    this.cardId =
      way.kind === "in play" ? started.labels[IN_PLAY]! : (way.kind === "flashback" ? owner.graveyard : owner.hand).find((c) => c.card === variant.card)!.id;
    this.castId = way.kind === "splice" ? owner.hand.find((c) => c.card === way.host)!.id : this.cardId;
    const def = variantDef(this.cards, variant);
    this.prior = priorSpell(this.cards, def);
    this.stage = way.kind === "in play" ? "abilities" : this.prior ? "prior spell" : "cast";
    if (way.kind === "in play") this.permanentId = this.cardId;
    this.abilities = abilitiesToTry(def).map((a) => ({ ...a, outcome: "not offered" as AbilityOutcome }));
    this.firstTurn = this.state.turn.number;
    this.spellInCombat = def.spell?.targets.some(needsCombat) === true;
    const inCombatAbilities = def.abilities.flatMap((a, i) =>
      a.kind === "activated" && a.targets.some(needsCombat) ? [{ key: `p${i}` as AbilityKey, a }] : [],
    );
    this.combatAbilities = new Set(inCombatAbilities.map((x) => x.key));
    this.staysHome = inCombatAbilities.some((x) => x.a.cost.parts.some((p) => p.kind === "tapSelf"));
    this.attacksAlone = inCombatAbilities.some((x) => x.a.targets.some((t) => t.blockingSource));
  }

  run(): CardTrialReport {
    const failure = this.play();
    return {
      variant: this.variant,
      played: this.played,
      resolved: this.resolved,
      abilities: this.abilities.map(({ key, text, outcome, reason }) => ({ key, text, outcome, ...(reason === undefined ? {} : { reason }) })),
      inputs: this.inputs,
      failure: failure ? { step: this.step, reason: failure } : null,
    };
  }

  /** Plays until the trial's turns are over or the game is; the reason it failed, or null. */
  private play(): string | null {
    while (this.state.prompt && this.goesOn()) {
      if (this.inputs >= MAX_INPUTS) return `the trial did not finish within ${MAX_INPUTS} inputs`;
      const prompt = this.state.prompt;
      const answer = this.answerFor(prompt);
      if (typeof answer === "string") return answer;
      const input: Input = { kind: "answer", player: prompt.player, promptId: prompt.id, answer };
      let result: ReturnType<Engine["apply"]>;
      try {
        result = this.engine.apply(this.state, input);
      } catch (e) {
        return `the engine threw at a ${prompt.kind} prompt answered ${JSON.stringify(answer)}: ${e instanceof Error ? (e.stack ?? e.message).split("\n").slice(0, 4).join(" ← ") : String(e)}`;
      }
      if (!result.ok) return `the answer ${JSON.stringify(answer)} to a ${prompt.kind} prompt was refused: ${result.error.code}: ${result.error.message}`;
      const before = this.state;
      this.state = result.state;
      this.inputs++;
      const violations = [...checkInvariants(this.state, this.config, this.cards), ...this.hints(before, input, this.state, result.events)];
      if (violations.length > 0) return `invariant violated: ${violations.join("; ")}`;
      const failure = this.follow(result.events);
      if (failure) return failure;
    }
    if (!this.played && this.variant.way.kind !== "in play") return "the game ended before it was cast or played";
    return null;
  }

  /** A round of turns after the cast turn, then more while an ability waits, up to MAX_ROUNDS. */
  private goesOn(): boolean {
    const rounds = Math.ceil((this.state.turn.number - this.firstTurn) / 2);
    return rounds <= 1 || (rounds <= MAX_ROUNDS && this.waiting());
  }

  /** Moves the trial on by what the events say happened; the reason it failed, or null. */
  private follow(events: readonly GameEvent[]): string | null {
    for (const e of events) {
      // The random choices may be what made the cast impossible (more targets than damage to divide): it is
      // proposed again, and fails only when every attempt is reversed.
      if (e.type === "castReversed" && e.player === 0 && !e.ability && this.stage !== "abilities" && ++this.reversals >= CAST_ATTEMPTS)
        return `casting ${e.name} was reversed ${CAST_ATTEMPTS} times, the last time: ${e.reason} (${e.rule})`;
      if (e.type === "castReversed" && this.activating && e.ability) {
        const a = this.abilities[this.activating.index]!;
        a.outcome = "reversed";
        a.reason = `${e.reason} (${e.rule})`;
        this.activating = null;
      }
      if (e.type === "spellCast" && e.player === 0 && this.stage === "prior spell" && e.name === this.prior) this.stage = "cast";
      else if (e.type === "spliced" && e.cards.includes(this.variant.card)) this.spliced = true;
      else if (e.type === "spellCast" && e.player === 0 && this.stage === "cast") {
        if (this.variant.way.kind === "splice" && !this.spliced) return `${e.name} was cast without ${this.variant.card} spliced onto it`;
        this.played = true;
        this.spellId = e.object;
        this.stage = "resolve";
        this.step = "resolve";
      } else if (e.type === "landPlayed" && e.player === 0 && e.fromHand === this.cardId) {
        this.played = true;
        this.permanentId = e.permanent;
        this.stage = "abilities";
        this.step = "abilities";
      } else if (e.type === "stackRemoved" && e.object === this.spellId && this.stage === "resolve") {
        if (e.reason !== "resolved") return `it left the stack without resolving (${e.reason}${e.rule ? `, ${e.rule}` : ""})`;
        this.resolved = true;
        this.stage = "abilities";
        this.step = "abilities";
      } else if (e.type === "permanentEntered" && e.from === "stack" && this.spellId !== null && this.permanentId === null) {
        this.permanentId = e.object;
      } else if (e.type === "abilityActivated" && this.activating && e.source === this.permanentId) {
        this.activating.object = e.object;
      } else if (e.type === "manaAdded" && this.activating && e.source === this.permanentId) {
        this.abilities[this.activating.index]!.outcome = "added mana";
        this.activating = null;
      } else if (e.type === "stackRemoved" && this.activating && e.object === this.activating.object) {
        this.abilities[this.activating.index]!.outcome = e.reason === "resolved" ? "resolved" : "activated";
        this.activating = null;
      }
    }
    return null;
  }

  /** The answer to the prompt, or why the trial can't go on. */
  private answerFor(prompt: Prompt): Answer | string {
    switch (prompt.kind) {
      case "priority":
        return prompt.player === 0 ? this.ownerPlays(prompt) : { kind: "pass" };
      case "payCosts": {
        if (prompt.autoPay) return { kind: "autoPay" };
        // A part that asks for objects: the card itself and what the spell or ability targets last, so that
        // "sacrifice a creature" keeps them.
        const part = prompt.parts.find((p) => !p.paid && p.payable);
        if (part) {
          const targeted = new Set(
            this.state.stack
              .find((o) => o.id === prompt.object)
              ?.choices.targets.flat()
              .map((t) => (t.kind === "object" ? t.id : -1)),
          );
          const keep = (o: ObjectId): boolean => o === this.permanentId || targeted.has(o);
          const options = [...part.options.filter((o) => !keep(o)), ...part.options.filter(keep)];
          return { kind: "payPart", part: part.index, choices: options.slice(0, part.count) };
        }
        if (prompt.mana !== null && prompt.canPay) return { kind: "pay" };
        return `the costs of ${this.variant.name} can't be paid in its sandbox (${prompt.parts.map((p) => p.text).join(", ") || "mana"})`;
      }
      case "chooseCosts": {
        const way = this.variant.way;
        const wanted = way.kind === "alternative cost" ? way.id : way.kind === "flashback" ? "flashback" : "mana";
        // Other spells (the one it targets) are cast for their mana cost.
        const ours = this.stage === "cast";
        const alternative = prompt.alternatives.find((a) => a.id === (ours ? wanted : "mana")) ?? (ours ? null : prompt.alternatives[0]);
        if (!alternative) return `the game offers no "${wanted}" cost for it (${prompt.alternatives.map((a) => a.id).join(", ")})`;
        const optional = way.kind === "optional costs" && ours ? 1 : 0;
        return { kind: "costs", alternative: alternative.id, optional: Object.fromEntries(prompt.optional.map((o) => [o.id, optional])) };
      }
      // 702.42a: entwined, every mode is chosen.
      case "chooseModes":
        return this.variant.way.kind === "optional costs" && this.stage === "cast" && prompt.entwine
          ? { kind: "modes", modes: prompt.available.flatMap((ok, i) => (ok ? [i] : [])) }
          : this.agent.answer(prompt);
      case "chooseSplices":
        return { kind: "cards", cards: this.variant.way.kind === "splice" && prompt.options.includes(this.cardId) ? [this.cardId] : [] };
      // While abilities wait to be activated, nobody attacks: the card could die in combat — unless what it targets
      // is in combat: then every creature that may attacks (but the card, when its ability taps it).
      case "declareAttackers":
        if (this.wantsCombat())
          return {
            kind: "attackers",
            attacks: prompt.options
              .filter((o) => (this.attacksAlone ? o.attacker === this.permanentId : !(this.staysHome && o.attacker === this.permanentId)))
              .map((o) => ({ attacker: o.attacker, defender: o.defenders[0]! })),
          };
        return this.waiting() ? { kind: "attackers", attacks: [] } : this.agent.answer(prompt);
      // Each creature that may blocks one attacker (the card first), but none that only two or more may block (702.111b).
      case "declareBlockers": {
        if (!this.wantsCombat()) return this.agent.answer(prompt);
        const blocks = prompt.options.flatMap((o) => {
          const attackers = o.attackers.filter((a) => !prompt.menace.includes(a));
          const attacker = attackers.find((a) => a === this.permanentId) ?? attackers[0];
          return attacker === undefined ? [] : [{ blocker: o.blocker, attacker }];
        });
        return { kind: "blockers", blocks };
      }
      // "Any number of targets" may share an amount divided among them (601.2d), such as X: no more than X of them.
      case "chooseTargets":
        return this.agent.answer(prompt.max === null ? { ...prompt, max: Math.max(prompt.min, X_VALUE) } : prompt);
      // An ability's X is often a number of counters to remove, of which the card has few.
      case "announceX":
        return { kind: "number", value: Math.min(this.activating ? 1 : X_VALUE, prompt.max) };
      case "chooseManaSymbols":
        return { kind: "symbols", choices: prompt.symbols.map((s) => s.options.find((o) => o in BASICS) ?? s.options[0]!) };
      default:
        return this.agent.answer(prompt);
    }
  }

  /** Whether the owner's creatures attack and the opponent's block, for a spell or an ability that targets creatures in combat. */
  private wantsCombat(): boolean {
    if (this.stage === "cast") return this.spellInCombat;
    // An ability with {T} in its cost waits for the card to be free of summoning sickness (302.6): the turn after it came.
    const canTap = this.variant.way.kind === "in play" || this.state.turn.number > this.firstTurn;
    return this.stage === "abilities" && (canTap || !this.staysHome) && this.abilities.some((a) => UNTRIED.has(a.outcome) && this.combatAbilities.has(a.key));
  }

  /** Whether some ability of the card hasn't been activated yet, and may be. */
  private waiting(): boolean {
    return this.abilities.some((a) => UNTRIED.has(a.outcome));
  }

  /** The owner's play at priority: what the stage calls for, else pass. */
  private ownerPlays(prompt: Extract<Prompt, { kind: "priority" }>): Answer | string {
    const actions = prompt.actions;
    if (this.stage === "prior spell") {
      const prior = actions.find((a) => a.kind === "cast" && this.state.players[0]!.hand.find((c) => c.id === a.card)?.card === this.prior);
      if (prior?.kind !== "cast") return `${this.prior}, the spell it needs to target, can't be cast`;
      this.step = "prior spell";
      return { kind: "cast", card: prior.card };
    }
    // It waits for the creatures it may target to be attacking and blocking.
    if (this.stage === "cast" && this.spellInCombat && (this.state.turn.step !== "declareBlockers" || this.state.stack.length > 0)) return { kind: "pass" };
    if (this.stage === "cast") {
      this.step = this.variant.land ? "play" : "cast";
      const way = actions.find((a) => (a.kind === "cast" || a.kind === "playLand") && a.card === this.castId && a.face === this.variant.face);
      if (!way || (way.kind !== "cast" && way.kind !== "playLand"))
        return `the game offers no way to ${this.variant.land ? "play" : "cast"} it in its sandbox (${this.state.turn.step}, ${this.state.stack.length} on the stack)`;
      return way.face === undefined ? { kind: way.kind, card: way.card } : { kind: way.kind, card: way.card, face: way.face };
    }
    // An activation that put nothing on the stack and added no mana is over.
    if (this.activating && this.state.stack.length === 0) {
      this.abilities[this.activating.index]!.outcome = "activated";
      this.activating = null;
    }
    if (this.stage !== "abilities" || this.activating || this.state.stack.length > 0 || this.permanentId === null) return { kind: "pass" };
    // One that takes the permanent away waits while another may still be activated on a later turn ({T} and summoning sickness).
    const othersWait = this.abilities.some((a) => !a.last && UNTRIED.has(a.outcome)) && this.state.turn.number - this.firstTurn < 2;
    for (const [index, a] of this.abilities.entries()) {
      if (!UNTRIED.has(a.outcome) || (a.last && othersWait)) continue;
      const option = actions.find((o) => (o.kind === "activate" || o.kind === "activateMana") && o.source === this.permanentId && o.ability === a.key);
      if (!option || (option.kind !== "activate" && option.kind !== "activateMana")) continue;
      if (option.kind === "activate" && !option.affordable) {
        a.outcome = "not affordable";
        continue;
      }
      if (option.kind === "activate" && !option.hasTargets) {
        a.outcome = "no legal target";
        continue;
      }
      this.step = `ability ${a.key} (${a.text})`;
      this.activating = { index, object: null };
      return option.kind === "activate"
        ? { kind: "activate", source: option.source, ability: option.ability }
        : { kind: "activateMana", source: option.source, ability: option.ability, mana: option.choices[0]! };
    }
    // 605.3b: a mana ability whose cost takes mana from the pool is offered once the pool holds enough: other sources add it.
    if (this.abilities.some((a) => a.poolCost > 0 && UNTRIED.has(a.outcome))) {
      const other = actions.find((o) => o.kind === "activateMana" && o.source !== this.permanentId && !o.poolCost && o.choices.length > 0);
      if (other?.kind === "activateMana") {
        this.step = `mana for ${this.abilities.find((a) => a.poolCost > 0 && UNTRIED.has(a.outcome))!.key}'s cost`;
        return { kind: "activateMana", source: other.source, ability: other.ability, mana: other.choices[0]! };
      }
    }
    this.step = "turns";
    return { kind: "pass" };
  }
}

/** Runs the trial of one way of playing a card. */
export function runCardTrial(engine: Engine, variant: CardTrialVariant, seed = 0): CardTrialReport {
  return new Trial(engine, variant, seed).run();
}
