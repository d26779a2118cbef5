// What a player with priority may do (117.1): the options of the priority prompt.

import { cardFacts, characteristics, controllerOf, permanentQualities, type Characteristics, type Reader } from "../layers/characteristics.ts";
import { formatManaCost, totalMana, type ManaAmounts, type ManaCost } from "../../../shared/mana.ts";
import { FACE_DOWN } from "../layers/printed.ts";
import { morphCostIfFaceUp } from "../layers/copiable.ts";
import { MORPH, morphCost } from "../stack/morph.ts";
import { activationForbiddenBy, activationKey, activationsPerTurn, loyaltyActivationKey } from "../stack/activation.ts";
import type { ActivatedAbility, CardDefinition, CardRegistry, FaceIndex, TargetRequirement } from "../../card-language/card-definition.ts";
import { castingForbidden } from "../stack/casting.ts";
import { activationForbidden, casterMatches, controlsStatic, permanentsWithStatic, stateConditionHolds, staticEffects } from "../layers/battlefield-facts.ts";
import { factsOf, playableFaces, type PlayableFace } from "../layers/definition-facts.ts";
import type { Draft } from "../kernel/draft.ts";
import { perGame } from "../kernel/game-memo.ts";
import { planPaymentWithConvoke } from "../../../shared/payment.ts";
import { paidWithAnyColor, spendsAsAnyColor } from "../stack/payment.ts";
import { activatableManaAbilities, requirementFor, summoningSick, symbolOptions } from "../stack/mana.ts";
import type { ConvokeOption, ManaAbilityOption, ManaRequirement, PriorityAction, SymbolOption } from "../../../shared/prompt.ts";
import type { AbilityKey, CardObject, GameState, ObjectId, Permanent, PlayerId, PlayerState } from "../kernel/state.ts";
import { alwaysRequired } from "../stack/spell-text.ts";
import { hasEnoughTargets } from "../stack/targets.ts";

export function isMainPhase(state: GameState): boolean {
  return state.turn.step === "precombatMain" || state.turn.step === "postcombatMain";
}

/** 117.1a, 307.1: sorcery timing — the player's own main phase, with an empty stack. */
export function hasSorceryTiming(state: GameState, player: PlayerId): boolean {
  return player === state.turn.active && isMainPhase(state) && state.stack.length === 0;
}

/** 305.2: one land per turn, normally. */
export const LANDS_PER_TURN = 1;

/** What the affordability hint needs to know about a cost, worked out once per cost (costs never change). */
interface CostFacts {
  /** The least mana it can be paid with: hybrid symbols count 1, Phyrexian ones 0 (life instead), X as 0. */
  readonly least: number;
  readonly options: readonly SymbolOption[];
  /** Its mana when no symbol needs a choice. */
  readonly plain: ManaRequirement | null;
}

const costFacts = new WeakMap<ManaCost, CostFacts>();

function factsOfCost(cost: ManaCost): CostFacts {
  let facts = costFacts.get(cost);
  if (!facts) {
    let least = 0;
    for (const s of cost) least += s.kind === "generic" ? s.amount : s.kind === "phyrexian" || s.kind === "variable" ? 0 : 1;
    const options = symbolOptions(cost);
    facts = { least, options, plain: options.length === 0 ? requirementFor(cost, 0, []).mana : null };
    costFacts.set(cost, facts);
  }
  return facts;
}

const NO_COST: ManaCost = [];

/** Hint: can the pool and these mana abilities pay `cost` (X as 0, each hybrid or Phyrexian symbol paid the best way)? */
function affordable(
  pl: PlayerState,
  cost: ManaCost,
  manaAbilities: readonly ManaAbilityOption[],
  available: number,
  anyColor: boolean,
  convoke: readonly ConvokeOption[] = [],
): boolean {
  const { least, options, plain } = factsOfCost(cost);
  // Most unaffordable cards need more mana than there is at all: no need to plan anything.
  if (least > available + convoke.length) return false;
  const pool = pl.manaPool;
  const life = pl.life;
  const planPayment = (p: ManaAmounts, req: ManaRequirement, abilities: readonly ManaAbilityOption[]) =>
    planPaymentWithConvoke(p, anyColor ? paidWithAnyColor(req) : req, abilities, convoke);
  if (plain) return life >= 0 && planPayment(pool, plain, manaAbilities) !== null;
  // Few cards have more than three such symbols; try every way of paying them.
  const combos = (i: number, chosen: string[]): boolean => {
    if (i === options.length) {
      const { mana, life: lifeNeeded } = requirementFor(cost, 0, chosen);
      return lifeNeeded <= life && planPayment(pool, mana, manaAbilities) !== null;
    }
    return options[i]!.options.some((o) => combos(i + 1, [...chosen, o]));
  };
  return options.length <= 4
    ? combos(0, [])
    : combos(
        options.length,
        options.map((o) => o.options[0]!),
      );
}

/** Affordability hints already worked out for a player's mana: their pool, life and activatable mana abilities. */
interface AffordabilityMemo {
  readonly pool: ManaAmounts;
  readonly life: number;
  /** 609.4b: whether mana could be spent as though it were of any color. */
  readonly anyColor: boolean;
  readonly manaAbilities: readonly ManaAbilityOption[];
  readonly canPay: Map<ManaCost, boolean>;
}

/** Each game's last affordability memo for each player. */
const affordabilityMemo = perGame((): (AffordabilityMemo | undefined)[] => []);

/**
 * The hints by cost for this mana. Whether a cost can be paid depends only on the pool, the life total and
 * what each mana ability can add (its choices and amount, in order), so the hints stay valid while those are
 * the same — as they are after most actions that change the player's cards but not their mana.
 */
function affordability(
  state: GameState,
  player: PlayerId,
  pl: PlayerState,
  manaAbilities: readonly ManaAbilityOption[],
  anyColor: boolean,
): Map<ManaCost, boolean> {
  const lastAffordability = affordabilityMemo(state);
  const m = lastAffordability[player];
  if (m && m.life === pl.life && m.anyColor === anyColor && sameMana(m.pool, pl.manaPool) && sameManaAbilities(m.manaAbilities, manaAbilities)) return m.canPay;
  const canPay = new Map<ManaCost, boolean>();
  lastAffordability[player] = { pool: pl.manaPool, life: pl.life, anyColor, manaAbilities, canPay };
  return canPay;
}

function sameMana(a: ManaAmounts, b: ManaAmounts): boolean {
  return a === b || (a.W === b.W && a.U === b.U && a.B === b.B && a.R === b.R && a.G === b.G && a.C === b.C);
}

function sameManaAbilities(a: readonly ManaAbilityOption[], b: readonly ManaAbilityOption[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.choices !== b[i]!.choices || a[i]!.amount !== b[i]!.amount) return false;
  return true;
}

/**
 * 601.3: may the player begin to cast this card now (timing and permission; the cost is checked later)?
 * `restricted`: whether some permanent forbids this player to cast some spells.
 */
function mayBeginToCast(d: Draft, player: PlayerId, def: CardDefinition, sorceryTiming: boolean, restricted: boolean): boolean {
  const facts = factsOf(def);
  if (facts.land) return false;
  if (!facts.instantSpeed && !sorceryTiming && !controlsStatic(d, player, "castAsThoughFlash")) return false;
  if (!restricted) return true;
  // 601.3a: a restriction on mana value doesn't stop a spell if some value of X could lift it.
  return facts.castingManaValues.some((mv) => castingForbidden(d, player, def, mv) === null);
}

/** The face an option names, and what it plays or casts, for a card with two faces or halves (PriorityAction). */
function faceOf(way: PlayableFace): { face?: FaceIndex; name?: string } {
  if (way.name === undefined) return {};
  return way.face === undefined ? { name: way.name } : { face: way.face, name: way.name };
}

/** Whether a permanent has a static ability that may forbid `player` to cast some spells. */
function castingRestricted(d: Draft, player: PlayerId): boolean {
  if (d.state.effects.some((e) => e.kind === "opponentsCantCast" && e.controller !== player)) return true;
  return staticEffects(d, "cantCast").some(({ perm, effect }) => casterMatches(effect.who, controllerOf(d, perm), player));
}

/** 602.5: whether a permanent attached to one of the player's says its activated abilities can't be activated. */
function activationsRestricted(d: Draft, player: PlayerId): boolean {
  return permanentsWithStatic(d, "combatRestriction").some((aura) => {
    const host = aura.attachedTo === null ? undefined : d.state.battlefield.find((p) => p.id === aura.attachedTo);
    return host !== undefined && controllerOf(d, host) === player && activationForbidden(d, host);
  });
}

/** 602.5: may the player begin to activate this ability, and can its self-referring costs ({T}, {Q}, counters) be paid? */
function mayActivate(r: Reader, perm: Permanent, ability: ActivatedAbility, key: AbilityKey, sorceryTiming: boolean): boolean {
  const { state } = r;
  if (ability.sorcerySpeed && !sorceryTiming) return false;
  if (ability.onlyIf && !stateConditionHolds(r, ability.onlyIf, controllerOf(r, perm), perm.id)) return false;
  if (activationForbidden(r, perm) || activationForbiddenBy(r, perm)) return false;
  // 602.5b: "Activate only during your upkeep": its controller's turn, in that step.
  if (ability.onlyDuringYour !== undefined && (state.turn.step !== ability.onlyDuringYour || state.turn.active !== controllerOf(r, perm))) return false;
  const limit = activationsPerTurn(ability);
  if (limit !== null && (state.activationsThisTurn[activationKey(perm.id, key)] ?? 0) >= limit) return false;
  // 606.3: a loyalty ability at sorcery timing, and only if no loyalty ability of this permanent was activated this turn.
  if (ability.loyalty && (!sorceryTiming || (state.activationsThisTurn[loyaltyActivationKey(perm.id)] ?? 0) > 0)) return false;
  for (const part of ability.cost.parts) {
    if ((part.kind === "tapSelf" || part.kind === "untapSelf") && summoningSick(r, perm)) return false; // 602.5a
    if (part.kind === "tapSelf" && perm.tapped) return false;
    if (part.kind === "untapSelf" && !perm.tapped) return false;
    // 606.6 for loyalty costs; X may be 0.
    if (part.kind === "removeCountersFromSelf" && part.count !== "X" && (perm.counters[part.counter] ?? 0) < part.count) return false;
    if (part.kind === "exileTopOfLibrary" && state.players[controllerOf(r, perm)]!.library.length < part.count) return false;
  }
  return true;
}

/**
 * A cast or activate option whose `hasTargets` hint depends on the whole game, not only on its player: the
 * targets it always needs (601.2c), found again when the game around the player changed.
 */
interface TargetHint {
  /** The option's index among the actions. */
  readonly index: number;
  readonly requirements: readonly TargetRequirement[];
  readonly def: CardDefinition;
  /** The permanent whose ability it is; null for a spell (its colors are its card's). */
  readonly source: ObjectId | null;
}

/** The options last listed for a player, with the parts of the state they were derived from. */
interface PriorityMemo {
  readonly cards: CardRegistry;
  readonly player: PlayerState;
  /** The player's permanents, in battlefield order, and their characteristics (the view's objects, the same while unchanged). */
  readonly permanents: readonly Permanent[];
  readonly characteristics: readonly Characteristics[];
  readonly activations: GameState["activationsThisTurn"];
  /** 602.5b: the turn and step they were listed in, when an ability of the player's may be activated only in some step. */
  readonly stepBound: GameState["turn"] | null;
  /** 715.3d: adventurer cards in exile may be cast from there. */
  readonly exile: GameState["exile"];
  readonly actions: readonly PriorityAction[];
  readonly hints: readonly TargetHint[];
  /** The parts of the state the target hints of `actions` were found in (frozen, so unchanged while they are the same). */
  readonly hintedIn: TargetBasis | null;
}

/**
 * What legal targets depend on: players (their graveyards too), permanents, spells, effects granting keywords or colors,
 * and combat ("target attacking creature", "target blocking creature", 506.3).
 */
interface TargetBasis {
  readonly players: GameState["players"];
  readonly battlefield: GameState["battlefield"];
  readonly stack: GameState["stack"];
  readonly effects: GameState["effects"];
  readonly combat: GameState["combat"];
}

function targetBasis(d: Draft): TargetBasis | null {
  const { players, battlefield, stack, effects, combat } = d.state;
  return d.isFrozen(players) && d.isFrozen(battlefield) && d.isFrozen(stack) && d.isFrozen(effects) ? { players, battlefield, stack, effects, combat } : null;
}

function sameBasis(a: TargetBasis | null, state: GameState): boolean {
  return (
    a !== null &&
    a.players === state.players &&
    a.battlefield === state.battlefield &&
    a.stack === state.stack &&
    a.effects === state.effects &&
    a.combat === state.combat
  );
}

/**
 * Players often receive priority again with nothing relevant changed (each step, each player). Unless a permanent
 * forbids casting some spells or activating some abilities, the options depend only on the player's own state, their
 * permanents, this turn's activations and sorcery timing — all but the target hints, found again when the
 * rest of the game changed. The last ones listed for each seat of each game, with and without sorcery timing,
 * are kept while those parts are frozen (draft.ts), so they can't have changed.
 */
const listedMemo = perGame((): (PriorityMemo | undefined)[] => []);

export function priorityActions(d: Draft, player: PlayerId): readonly PriorityAction[] {
  const { state, cards } = d;
  const pl = state.players[player]!;
  const sorceryTiming = hasSorceryTiming(state, player);
  const restricted = castingRestricted(d, player);
  // Another player's permanent may restrict this player's casting or, attached to their permanent or naming a card, its
  // activations: the options aren't the player's own state alone.
  if (restricted || activationsRestricted(d, player) || staticEffects(d, "cantActivateChosenName").length > 0)
    return listPriorityActions(d, player, sorceryTiming, restricted).actions;
  const lastListed = listedMemo(state);
  const slot = 2 * player + (sorceryTiming ? 1 : 0);
  const m = lastListed[slot];
  if (
    m &&
    m.player === pl &&
    m.exile === state.exile &&
    sameActivations(m.activations, state.activationsThisTurn) &&
    (m.stepBound === null || m.stepBound === state.turn) &&
    m.cards === cards &&
    samePermanents(d, player, m)
  ) {
    if (m.hints.length === 0 || sameBasis(m.hintedIn, state)) return m.actions;
    const actions = withTargetHints(d, player, m.actions, m.hints);
    lastListed[slot] = { ...m, actions, hintedIn: targetBasis(d) };
    return actions;
  }
  const { actions, hints, stepBound } = listPriorityActions(d, player, sorceryTiming, restricted);
  const permanents = state.battlefield.filter((p) => controllerOf(d, p) === player);
  if (d.isFrozen(pl) && d.isFrozen(state.exile) && permanents.every((p) => d.isFrozen(p)))
    lastListed[slot] = {
      cards,
      player: pl,
      exile: state.exile,
      permanents,
      characteristics: permanents.map((p) => characteristics(d, p)),
      activations: state.activationsThisTurn,
      stepBound: stepBound ? state.turn : null,
      actions,
      hints,
      hintedIn: targetBasis(d),
    };
  return actions;
}

function targetsAvailable(r: Reader, player: PlayerId, hint: Omit<TargetHint, "index">): boolean {
  const source = hint.source === null ? undefined : r.state.battlefield.find((p) => p.id === hint.source);
  // A card to be cast: its characteristics where it is (the spell it becomes has the same colors and types).
  const qualities = source ? permanentQualities(r, source) : cardFacts(r, hint.def, player).chars;
  const by = { controller: player, colors: qualities.colors, types: qualities.types, self: null, ...(source ? { source: source.id } : {}) };
  return hint.requirements.every((req) => hasEnoughTargets(r, req, by));
}

/** The actions with their target hints as they are now: the same array when none changed. */
function withTargetHints(r: Reader, player: PlayerId, actions: readonly PriorityAction[], hints: readonly TargetHint[]): readonly PriorityAction[] {
  let out: PriorityAction[] | null = null;
  for (const hint of hints) {
    const action = actions[hint.index] as Extract<PriorityAction, { hasTargets: boolean }>;
    const now = targetsAvailable(r, player, hint);
    if (now === action.hasTargets) continue;
    out ??= [...actions];
    out[hint.index] = { ...action, hasTargets: now };
  }
  return out ?? actions;
}

/** Each turn begins with a new, empty record of activations: all empty ones are the same. */
function sameActivations(a: GameState["activationsThisTurn"], b: GameState["activationsThisTurn"]): boolean {
  if (a === b) return true;
  for (const _ in a) return false;
  for (const _ in b) return false;
  return true;
}

/** Whether the permanents `player` controls are exactly those remembered (the same objects, in the same order, with the same characteristics). */
function samePermanents(d: Draft, player: PlayerId, m: PriorityMemo): boolean {
  let i = 0;
  for (const p of d.state.battlefield) {
    const chars = characteristics(d, p);
    if (chars.controller !== player) continue;
    if (m.permanents[i] !== p || m.characteristics[i] !== chars) return false;
    i++;
  }
  return i === m.permanents.length;
}

function listPriorityActions(
  d: Draft,
  player: PlayerId,
  sorceryTiming: boolean,
  restricted: boolean,
): { actions: PriorityAction[]; hints: TargetHint[]; stepBound: boolean } {
  const { state, cards } = d;
  const pl = state.players[player]!;
  const actions: PriorityAction[] = [{ kind: "pass" }];
  const hints: TargetHint[] = [];
  let stepBound = false;
  /** Whether the targets it always needs are there now; remembered as a hint to find again (TargetHint). */
  const targets = (requirements: readonly TargetRequirement[], def: CardDefinition, source: ObjectId | null): boolean => {
    if (requirements.length === 0) return true;
    const hint = { index: actions.length, requirements, def, source };
    hints.push(hint);
    return targetsAvailable(d, player, hint);
  };
  const manaAbilities = activatableManaAbilities(d, player);
  // 609.4b: with mana spendable as though it were of any color, any mana pays a colored symbol.
  const anyColor = spendsAsAnyColor(d);
  const canPay = affordability(state, player, pl, manaAbilities, anyColor);
  let available = totalMana(pl.manaPool);
  for (const m of manaAbilities) available += m.amount;
  // 702.51a: a spell with convoke may be paid for partly by tapping creatures; its hint depends on them, so it isn't kept.
  let convoke: ConvokeOption[] | null = null;
  const hint = (cost: ManaCost | null, def?: CardDefinition): boolean => {
    if (cost === null) return false;
    if (def?.keywords.includes("Convoke")) {
      convoke ??= state.battlefield.flatMap((p) => {
        const chars = characteristics(d, p);
        return !p.tapped && chars.controller === player && chars.types.includes("Creature") ? [{ creature: p.id, colors: chars.colors }] : [];
      });
      return affordable(pl, cost, manaAbilities, available, anyColor, convoke);
    }
    let known = canPay.get(cost);
    if (known === undefined) canPay.set(cost, (known = affordable(pl, cost, manaAbilities, available, anyColor)));
    return known;
  };
  const cast = (card: CardObject, from: "hand" | "exile", way: PlayableFace): void => {
    // 118.6: a card with no mana cost may still be proposed; it can be paid for only with an alternative cost.
    const def = way.def;
    if (mayBeginToCast(d, player, def, sorceryTiming, restricted))
      actions.push({
        kind: "cast",
        card: card.id,
        from,
        affordable: hint(def.manaCost, def),
        hasTargets: targets(factsOf(def).requiredTargets, def, null),
        ...faceOf(way),
      });
  };
  // 305.1, 116.2a: playing a land is a special action with sorcery timing, once per turn.
  const mayPlayLand = sorceryTiming && pl.landsPlayed < LANDS_PER_TURN && !landsForbidden(d);
  for (const card of pl.hand) {
    const def = cards.get(card.card)!;
    for (const way of playableFaces(def)) {
      if (!way.land) cast(card, "hand", way);
      else if (mayPlayLand) actions.push({ kind: "playLand", card: card.id, ...faceOf(way) });
    }
    // 702.37a, 708.4: a card with morph may also be cast face down, as the 2/2 creature spell it then is.
    if (morphCost(def) && mayBeginToCast(d, player, FACE_DOWN, sorceryTiming, restricted))
      actions.push({ kind: "cast", card: card.id, from: "hand", affordable: hint(MORPH.cost.mana), hasTargets: true, faceDown: true });
  }
  // 715.3d: an adventurer card exiled as its Adventure resolved may be cast by that spell's controller, not as an Adventure.
  for (const card of state.exile) if (card.adventurer === player) cast(card, "exile", playableFaces(cards.get(card.card)!)[0]!);
  // 116.2a: an effect may let the player play lands from their graveyard.
  if (mayPlayLand && staticEffects(d, "playLandsFromGraveyard").some(({ perm }) => controllerOf(d, perm) === player))
    for (const card of pl.graveyard)
      for (const way of playableFaces(cards.get(card.card)!))
        if (way.land) actions.push({ kind: "playLand", card: card.id, ...faceOf(way), from: "graveyard" });
  // 702.34a: flashback permits casting from the graveyard.
  for (const card of pl.graveyard) {
    const def = cards.get(card.card)!;
    if (def.costs.flashback && mayBeginToCast(d, player, def, sorceryTiming, restricted))
      actions.push({
        kind: "cast",
        card: card.id,
        from: "graveyard",
        affordable: hint(def.costs.flashback.mana ?? NO_COST),
        hasTargets: targets(factsOf(def).requiredTargets, def, null),
      });
  }
  // 602.2: only a permanent's controller activates its abilities.
  for (const perm of state.battlefield) {
    const chars = characteristics(d, perm);
    if (chars.controller !== player) continue;
    const def = cards.get(perm.card)!;
    // 702.37e, 116.2b: a face-down permanent with a morph cost face up may be turned face up for it.
    const morph = perm.faceDown ? morphCostIfFaceUp(d, perm) : null;
    if (morph) actions.push({ kind: "turnFaceUp", permanent: perm.id, cost: formatManaCost(morph), affordable: hint(morph) });
    for (const { key, ability: a } of chars.abilities) {
      if (a.kind === "activated" && a.onlyDuringYour !== undefined) stepBound = true;
      if (a.kind === "activated" && mayActivate(d, perm, a, key, sorceryTiming))
        actions.push({
          kind: "activate",
          source: perm.id,
          ability: key,
          text: a.text,
          affordable: hint(a.cost.mana ?? NO_COST),
          hasTargets: targets(requiredTargetsOf(a), def, perm.id),
        });
    }
  }
  for (const m of manaAbilities) actions.push({ kind: "activateMana", ...m });
  return { actions, hints, stepBound };
}

const abilityTargets = new WeakMap<ActivatedAbility, readonly TargetRequirement[]>();

/** 602.2b, 601.2c: the targets an activated ability always needs. */
function requiredTargetsOf(ability: ActivatedAbility): readonly TargetRequirement[] {
  let required = abilityTargets.get(ability);
  if (!required) abilityTargets.set(ability, (required = alwaysRequired(ability.targets)));
  return required;
}

/** 305.2: "Players can't play lands" (a static ability of a permanent, read from the object view). */
function landsForbidden(d: Draft): boolean {
  for (const perm of permanentsWithStatic(d, "cantPlayLands"))
    if (characteristics(d, perm).abilities.some(({ ability: a }) => a.kind === "static" && a.effect.kind === "cantPlayLands")) return true;
  return false;
}
