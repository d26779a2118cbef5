// Mana pools, mana abilities (605), mana requirements, cost reductions (118.7) and paying mana (601.2g–h).

import type { Reader } from "../layers/view.ts";
import {
  COLORS,
  formatSymbol,
  MANA_TYPES,
  NO_MANA,
  totalMana,
  type Color,
  type ManaAmounts,
  type ManaCost,
  type ManaSymbol,
  type ManaType,
} from "../../../shared/mana.ts";
import type { ManaAbility } from "../../card-language/card-definition.ts";
import { manaAbilityPoolCost } from "../../card-language/card-dsl.ts";
import type { Draft } from "../kernel/draft.ts";
import { changeLife } from "../objects/players.ts";
import type { ManaAbilityOption, ManaRequirement, SymbolOption } from "../../../shared/prompt.ts";
import type { AbilityKey, ObjectId, Permanent, PlayerId } from "../kernel/state.ts";
import { permanentToGraveyard } from "../objects/zones.ts";
import { dealDamage } from "../objects/damage.ts";
import { emit } from "../events/emit.ts";
import { abilityWithKey, characteristics, controllerOf, permanentMatches } from "../layers/characteristics.ts";
import { rulesText } from "../layers/copiable.ts";
import { choicesFor } from "../layers/entry-choices.ts";
import { activationForbidden } from "../layers/battlefield-facts.ts";
import { shownName } from "../layers/printed.ts";
import { expectAnswer } from "../procedure/answers.ts";
import { isManaAbility, tappedForManaWatchers } from "../triggers/collect.ts";
import { staticEffects } from "../layers/battlefield-facts.ts";

type MutableAmounts = { -readonly [K in ManaType]: number };
type MutableRequirement = MutableAmounts & { generic: number };

export const NO_REQUIREMENT: ManaRequirement = { ...NO_MANA, generic: 0 };

// ---- Requirements ----------------------------------------------------------------------------------

/** Symbols paid in one of several ways (601.2b): hybrid, monocolored hybrid and Phyrexian. */
export function isChoiceSymbol(s: ManaSymbol): boolean {
  return s.kind === "hybrid" || s.kind === "monoHybrid" || s.kind === "phyrexian";
}

export function symbolOptions(symbols: readonly ManaSymbol[]): SymbolOption[] {
  const out: SymbolOption[] = [];
  for (const s of symbols) {
    if (s.kind === "hybrid") out.push({ symbol: formatSymbol(s), options: [...s.colors] });
    else if (s.kind === "monoHybrid") out.push({ symbol: formatSymbol(s), options: [s.color, "2"] });
    else if (s.kind === "phyrexian") out.push({ symbol: formatSymbol(s), options: [...s.colors, "life"] });
  }
  return out;
}

/**
 * The mana (and life, for Phyrexian symbols) a list of symbols asks for, once X is announced and each
 * hybrid or Phyrexian symbol's payment chosen (`choices`, in the order of `symbolOptions`).
 */
export function requirementFor(symbols: readonly ManaSymbol[], x: number, choices: readonly string[]): { mana: ManaRequirement; life: number } {
  const req: MutableRequirement = { ...NO_MANA, generic: 0 };
  let life = 0;
  let next = 0;
  for (const s of symbols) {
    switch (s.kind) {
      case "generic":
        req.generic += s.amount;
        break;
      case "colored":
        req[s.color]++;
        break;
      case "colorless":
        req.C++;
        break;
      case "variable":
        req.generic += x;
        break;
      case "snow":
        req.generic++;
        break; // snow mana doesn't exist here; {S} is paid as generic.
      case "hybrid":
      case "monoHybrid":
      case "phyrexian": {
        const choice = choices[next++];
        if (choice === "life") life += 2;
        else if (choice === "2") req.generic += 2;
        else req[choice as Color]++;
        break;
      }
    }
  }
  return { mana: req, life };
}

const requirementCache = new WeakMap<ManaCost, ManaRequirement>();

/** The mana of a cost with no X and no symbol needing a choice (hybrid symbols count their first half). */
export function requirementOf(cost: ManaCost | null): ManaRequirement {
  if (cost === null) return NO_REQUIREMENT;
  let cached = requirementCache.get(cost);
  if (!cached) {
    const choices = symbolOptions(cost).map((o) => o.options[0]!);
    requirementCache.set(cost, (cached = requirementFor(cost, 0, choices).mana));
  }
  return cached;
}

export function addRequirements(a: ManaRequirement, b: ManaRequirement): ManaRequirement {
  const out: MutableRequirement = { ...a };
  for (const t of MANA_TYPES) out[t] += b[t];
  out.generic += b.generic;
  return out;
}

export function requirementTotal(req: ManaRequirement): number {
  return totalMana(req) + req.generic;
}

/**
 * 118.7: reduces a requirement by one symbol. Generic reductions affect only generic mana (118.7a); a
 * colored or colorless reduction the cost doesn't need, or the part exceeding what it needs, reduces
 * generic mana instead (118.7b–d); Phyrexian symbols reduce by their color (118.7f); snow by generic
 * (118.7g). A hybrid symbol reduces by the half `half` chosen for it (118.7e). Never below zero.
 */
export function reduceBy(req: MutableRequirement, s: ManaSymbol, half?: string): void {
  const generic = (n: number): void => {
    req.generic = Math.max(0, req.generic - n);
  };
  const typed = (t: ManaType): void => {
    if (req[t] > 0) req[t]--;
    else generic(1);
  };
  switch (s.kind) {
    case "generic":
      return generic(s.amount);
    case "snow":
      return generic(1);
    case "variable":
      return;
    case "colored":
      return typed(s.color);
    case "colorless":
      return typed("C");
    case "phyrexian":
      return typed(s.colors[0]!);
    case "hybrid":
    case "monoHybrid":
      if (half === "2") return generic(2);
      return typed((half ?? (s.kind === "hybrid" ? s.colors[0] : s.color)) as Color);
  }
}

/** Adds generic mana until the requirement totals `minimum` (Trinisphere). */
export function raiseTo(req: MutableRequirement, minimum: number): void {
  const total = requirementTotal(req);
  if (total < minimum) req.generic += minimum - total;
}

// ---- Paying from the pool ----------------------------------------------------------------------------

/** Does spending exactly `spend` pay `req` (each payment pays for one symbol, 118.10)? */
export function spendPays(spend: ManaAmounts, req: ManaRequirement): boolean {
  for (const t of MANA_TYPES) if (spend[t] < req[t]) return false;
  return totalMana(spend) === requirementTotal(req);
}

export function withinPool(spend: ManaAmounts, pool: ManaAmounts): boolean {
  return MANA_TYPES.every((t) => spend[t] >= 0 && Number.isInteger(spend[t]) && spend[t] <= pool[t]);
}

/**
 * A way to pay `req` from `pool`, or null if the pool can't. Colored and colorless symbols take their own
 * mana; generic mana is paid with colorless first, then with the colors the pool holds most of.
 */
export function defaultSpend(pool: ManaAmounts, req: ManaRequirement): ManaAmounts | null {
  const spend: MutableAmounts = { ...NO_MANA };
  const left: MutableAmounts = { ...pool };
  for (const t of MANA_TYPES) {
    if (left[t] < req[t]) return null;
    spend[t] += req[t];
    left[t] -= req[t];
  }
  let generic = req.generic;
  while (generic > 0) {
    let pick: ManaType | null = left.C > 0 ? "C" : null;
    if (!pick) for (const c of COLORS) if (left[c] > 0 && (pick === null || left[c] > left[pick])) pick = c;
    if (!pick) return null;
    spend[pick]++;
    left[pick]--;
    generic--;
  }
  return spend;
}

export function addMana(d: Draft, player: PlayerId, mana: ManaAmounts): void {
  const pl = d.player(player);
  const pool: MutableAmounts = { ...pl.manaPool };
  for (const t of MANA_TYPES) pool[t] += mana[t];
  pl.manaPool = pool;
}

export function spendMana(d: Draft, player: PlayerId, spend: ManaAmounts, forObject: ObjectId): void {
  const pl = d.player(player);
  const pool: MutableAmounts = { ...pl.manaPool };
  for (const t of MANA_TYPES) pool[t] -= spend[t];
  pl.manaPool = pool;
  // 601.2h: what was spent to cast a spell ("if {G} was spent to cast this spell").
  const spell = d.stackObject(forObject);
  if (spell?.kind === "spell" && !spell.cast) {
    const spent: MutableAmounts = { ...(spell.spent ?? NO_MANA) };
    for (const t of MANA_TYPES) spent[t] += spend[t];
    spell.spent = spent;
  }
  emit(d, { type: "manaSpent", player, mana: spend, for: forObject });
}

export function manaOf(types: readonly ManaType[]): ManaAmounts {
  const m: MutableAmounts = { ...NO_MANA };
  for (const t of types) m[t]++;
  return m;
}

// ---- Mana abilities ------------------------------------------------------------------------------------

/**
 * 302.6: a creature's {T} and {Q} abilities need it under its controller's control continuously since their latest
 * turn began. A change of control not noted yet (objects/control.ts) is one that happened just now.
 */
export function summoningSick(r: Reader, perm: Permanent): boolean {
  const chars = characteristics(r, perm);
  if (!chars.types.includes("Creature") || chars.keywords.includes("Haste")) return false;
  const since = perm.continuousController === chars.controller ? perm.controlSince : r.state.turn.number;
  return since >= r.state.players[chars.controller]!.lastTurn;
}

/** What listing a mana ability needs to know about it, worked out once (definitions never change). */
interface ManaAbilityFacts {
  /** The types a player may choose among when activating it (for "the chosen color", the permanent's: chosenColorOf). */
  readonly choices: readonly ManaType[];
  /** 607.2d: it adds "one mana of the chosen color". */
  readonly chosenColor: boolean;
  readonly tapSelf: boolean;
  readonly untapSelf: boolean;
  /** 605.3b: the generic mana in its cost, paid from the pool; null when its cost can't be paid (manaAbilityPoolCost). */
  readonly poolCost: number | null;
  /** Several fixed types of mana added at once ("{W}{U}{B}{R}{G}"): no choice (`choices` empty). */
  readonly bundle?: ManaAmounts;
}

const manaAbilityFacts = new WeakMap<ManaAbility, ManaAbilityFacts>();

function manaAbilityFactsOf(ability: ManaAbility): ManaAbilityFacts {
  let facts = manaAbilityFacts.get(ability);
  if (!facts) {
    const parts = ability.cost.parts;
    const fixed = ability.produces.every((m): m is ManaType => typeof m === "string" && m !== "anyColor" && m !== "chosenColor");
    const bundle = fixed && new Set(ability.produces).size > 1 ? manaOf(ability.produces as readonly ManaType[]) : undefined;
    facts = {
      choices: bundle
        ? []
        : ability.produces.includes("anyColor")
          ? [...COLORS]
          : [...new Set(ability.produces.flatMap((m) => (typeof m === "object" ? m.oneOf : m === "chosenColor" ? [] : [m as ManaType])))],
      ...(bundle ? { bundle } : {}),
      chosenColor: ability.produces.includes("chosenColor"),
      poolCost: manaAbilityPoolCost(ability.cost),
      tapSelf: parts.some((p) => p.kind === "tapSelf"),
      untapSelf: parts.some((p) => p.kind === "untapSelf"),
    };
    manaAbilityFacts.set(ability, facts);
  }
  return facts;
}

/** One type of mana, the same list each time (the priority prompt's options are compared by identity). */
const ONLY: Readonly<Record<Color, readonly ManaType[]>> = { W: ["W"], U: ["U"], B: ["B"], R: ["R"], G: ["G"] };

/** 607.2d: the color chosen as the permanent entered, for its card's "one mana of the chosen color" (none: it adds no mana). */
function chosenColorOf(r: Reader, perm: Permanent): Color | undefined {
  return choicesFor(perm, rulesText(r, perm))?.color;
}

/** How many times the ability adds what it lists: once, or once "for each" counter on it or permanent its controller controls. */
function manaTimes(r: Reader, ability: ManaAbility, perm: Permanent): number {
  if (ability.timesCounters) return perm.counters[ability.timesCounters] ?? 0;
  if (ability.timesCount) {
    const you = controllerOf(r, perm);
    const filter = ability.timesCount;
    return r.state.battlefield.filter((p) => controllerOf(r, p) === you && permanentMatches(r, p, filter, you)).length;
  }
  return 1;
}

function manaAmount(r: Reader, ability: ManaAbility, perm: Permanent, chosen: Color | undefined): number {
  const each = chosen === undefined ? ability.produces.filter((m) => m !== "chosenColor").length : ability.produces.length;
  return manaTimes(r, ability, perm) * each;
}

/** The mana abilities `player` can activate now (605.3a): their costs ({T}, {Q}, sacrificing the source) can be paid. */
export function activatableManaAbilities(r: Reader, player: PlayerId): ManaAbilityOption[] {
  const { state } = r;
  const out: ManaAbilityOption[] = [];
  for (const perm of state.battlefield) {
    const chars = characteristics(r, perm);
    if (chars.controller !== player) continue;
    for (const { key, ability } of chars.abilities) {
      if (ability.kind !== "mana") continue;
      const facts = manaAbilityFactsOf(ability);
      if (facts.tapSelf && perm.tapped) continue;
      if (activationForbidden(r, perm, true)) continue;
      if (facts.untapSelf && !perm.tapped) continue;
      if ((facts.tapSelf || facts.untapSelf) && summoningSick(r, perm)) continue;
      if (facts.poolCost === null || totalMana(state.players[player]!.manaPool) < facts.poolCost) continue;
      const chosen = facts.chosenColor ? chosenColorOf(r, perm) : undefined;
      const choices =
        chosen === undefined || facts.choices.includes(chosen) ? facts.choices : facts.choices.length === 0 ? ONLY[chosen] : [...facts.choices, chosen];
      out.push({
        source: perm.id,
        ability: key,
        text: ability.text,
        choices,
        amount: manaAmount(r, ability, perm, chosen),
        ...(facts.bundle ? { bundle: facts.bundle } : {}),
        ...(facts.poolCost ? { poolCost: facts.poolCost } : {}),
      });
    }
  }
  return out;
}

/** 605.3b: a mana ability resolves immediately: its cost is paid and its mana added, without the stack. */
export function activateManaAbility(d: Draft, player: PlayerId, source: ObjectId, key: AbilityKey, choice?: ManaType): void {
  const perm = d.state.battlefield.find((p) => p.id === source)!;
  const ability = abilityWithKey(characteristics(d, perm).abilities, key) as ManaAbility;
  const added: MutableAmounts = { ...NO_MANA };
  const times = manaTimes(d, ability, perm);
  const chosen = ability.produces.includes("chosenColor") ? chosenColorOf(d, perm) : undefined;
  for (let i = 0; i < times; i++)
    for (const m of ability.produces) {
      if (m === "chosenColor") {
        if (chosen) added[chosen]++;
        continue;
      }
      added[m === "anyColor" ? (choice ?? "C") : typeof m === "object" ? (choice && m.oneOf.includes(choice) ? choice : m.oneOf[0]!) : m]++;
    }
  payFromPool(d, player, source, manaAbilityFactsOf(ability).poolCost ?? 0);
  // 106.4: the mana left in the pool once the cost is paid, added again.
  if (ability.doublePool) for (const t of MANA_TYPES) added[t] += d.state.players[player]!.manaPool[t];
  for (const part of ability.cost.parts) {
    if (part.kind === "tapSelf" || part.kind === "untapSelf") {
      d.permanent(source)!.tapped = part.kind === "tapSelf";
      if (part.kind === "tapSelf") emit(d, { type: "tapped", object: source, name: shownName(perm) });
    }
  }
  if (ability.cost.parts.some((p) => p.kind === "payLife")) for (const p of ability.cost.parts) if (p.kind === "payLife") changeLife(d, player, -p.amount);
  if (ability.cost.parts.some((p) => p.kind === "sacrificeSelf"))
    permanentToGraveyard(d, source, { reason: "sacrificed to pay for its mana ability", rule: "605.3b" });
  addMana(d, player, added);
  const tapped = ability.cost.parts.some((p) => p.kind === "tapSelf");
  emit(d, { type: "manaAdded", player, source, name: shownName(perm), mana: added, ...(tapped ? { tapped } : {}) });
  // 605.3b: a painland's damage is dealt as the mana is added, without the stack.
  if (ability.damagesYou)
    dealDamage(
      d,
      { id: source, name: shownName(perm), colors: characteristics(d, perm).colors, controller: player },
      { kind: "player", id: player },
      ability.damagesYou,
      false,
    );
  if (tapped) resolveTriggeredManaAbilities(d, player, source);
}

/** Pays generic mana for a mana ability's cost from the pool, its controller choosing the type of each mana when there is a choice. */
function payFromPool(d: Draft, player: PlayerId, source: ObjectId, amount: number): void {
  if (amount === 0) return;
  const spend: MutableAmounts = { ...NO_MANA };
  for (let i = 0; i < amount; i++) {
    const pool = d.state.players[player]!.manaPool;
    const options = MANA_TYPES.filter((t) => pool[t] - spend[t] > 0);
    const text = `the mana to spend for the cost (${i + 1} of ${amount})`;
    const answer = options.length > 1 ? d.asker?.ask(player, () => ({ kind: "chooseOption", object: source, text, options })) : undefined;
    const pick = answer ? (expectAnswer(answer, "option").option as ManaType) : options[0]!;
    spend[pick]++;
  }
  spendMana(d, player, spend, source);
}

/**
 * 605.1b, 605.4a: triggered mana abilities ("Whenever enchanted land is tapped for mana, its controller adds an
 * additional {G}{G}") resolve right after the mana ability that triggered them, without the stack. `player`: the
 * controller of the land tapped ("its controller"); the ability's own controller is "you".
 */
function resolveTriggeredManaAbilities(d: Draft, player: PlayerId, land: ObjectId): void {
  for (const { perm, ability } of tappedForManaWatchers(d, land)) {
    if (!isManaAbility(ability)) continue;
    for (const e of ability.effects) {
      if (e.kind !== "addMana") continue;
      const to = e.player && "controllerOfSubject" in e.player ? player : controllerOf(d, perm);
      const mana = manaOf(e.mana);
      addMana(d, to, mana);
      emit(d, { type: "manaAdded", player: to, source: perm.id, name: shownName(perm), mana });
    }
  }
}

/** 500.5: unspent mana empties from each pool; with the seed's mana burn, each mana lost costs 1 life (seed 300.3). */
export function emptyManaPools(d: Draft): void {
  // 106.4: an effect may keep players from losing unspent mana.
  if (staticEffects(d, "manaDoesntEmpty").length > 0) return;
  for (const p of d.state.players) {
    const lost = totalMana(p.manaPool);
    if (lost === 0) continue;
    const emptied = p.manaPool;
    d.player(p.id).manaPool = NO_MANA;
    emit(d, { type: "manaEmptied", player: p.id, mana: emptied });
    if (d.state.options.manaBurn && p.status === "playing") {
      emit(d, { type: "manaBurn", player: p.id, amount: lost });
      changeLife(d, p.id, -lost);
    }
  }
}
