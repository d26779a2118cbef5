// Mana pools, mana abilities (605) and paying mana costs (601.2g–h, 118).

import { COLORS, MANA_TYPES, NO_MANA, totalMana, type ManaAmounts, type ManaCost, type ManaType } from "../../shared/mana.ts";
import type { CardRegistry, ManaAbility } from "./card-definition.ts";
import type { Draft } from "./draft.ts";
import { changeLife } from "./players.ts";
import type { ManaAbilityOption, ManaRequirement } from "./prompt.ts";
import type { GameState, ObjectId, Permanent, PlayerId } from "./state.ts";

type MutableAmounts = { -readonly [K in ManaType]: number };

export const NO_REQUIREMENT: ManaRequirement = { ...NO_MANA, generic: 0 };

const requirementCache = new WeakMap<ManaCost, ManaRequirement>();

/** The mana a cost asks for, once every choice about it is made. Only generic, colored and {C} symbols so far. */
export function requirementOf(cost: ManaCost | null): ManaRequirement {
  if (cost === null) return NO_REQUIREMENT;
  let cached = requirementCache.get(cost);
  if (!cached) requirementCache.set(cost, (cached = computeRequirement(cost)));
  return cached;
}

function computeRequirement(cost: ManaCost): ManaRequirement {
  const req: MutableAmounts & { generic: number } = { ...NO_MANA, generic: 0 };
  for (const s of cost) {
    switch (s.kind) {
      case "generic": req.generic += s.amount; break;
      case "colored": req[s.color]++; break;
      case "colorless": req.C++; break;
      default: throw new Error(`mana symbol ${s.kind} needs an announcement the casting process does not make yet`);
    }
  }
  return req;
}

export function requirementTotal(req: ManaRequirement): number {
  return totalMana(req) + req.generic;
}

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

export function manaAbilitiesOf(cards: CardRegistry, perm: Permanent): readonly { ability: ManaAbility; index: number }[] {
  const out: { ability: ManaAbility; index: number }[] = [];
  cards.get(perm.card)!.abilities.forEach((a, index) => {
    if (a.kind === "mana") out.push({ ability: a, index });
  });
  return out;
}

/** 302.6: a creature's {T} abilities need it to have been under its controller's control since their latest turn began. */
export function summoningSick(state: GameState, cards: CardRegistry, perm: Permanent): boolean {
  return cards.get(perm.card)!.types.includes("Creature") && perm.controlSince >= state.players[perm.controller]!.lastTurn;
}

/** The mana abilities `player` can activate now (605.3a). */
export function activatableManaAbilities(state: GameState, cards: CardRegistry, player: PlayerId): ManaAbilityOption[] {
  const out: ManaAbilityOption[] = [];
  for (const perm of state.battlefield) {
    if (perm.controller !== player) continue;
    for (const { ability, index } of manaAbilitiesOf(cards, perm)) {
      if (ability.tap && (perm.tapped || summoningSick(state, cards, perm))) continue;
      out.push({ source: perm.id, ability: index, choices: choicesOf(ability) });
    }
  }
  return out;
}

const choicesCache = new WeakMap<ManaAbility, readonly ManaType[]>();

/** The types a player may choose among when activating the ability (cached: definitions never change). */
function choicesOf(ability: ManaAbility): readonly ManaType[] {
  let choices = choicesCache.get(ability);
  if (!choices) {
    choices = ability.produces.includes("anyColor") ? [...COLORS] : [...new Set(ability.produces as ManaType[])];
    choicesCache.set(ability, choices);
  }
  return choices;
}

/** What an ability adds when "any color" means `choice`. */
function producedMana(ability: ManaAbility, choice: ManaType | undefined): ManaAmounts {
  const added: MutableAmounts = { ...NO_MANA };
  for (const m of ability.produces) added[m === "anyColor" ? (choice ?? "C") : m]++;
  return added;
}

/** 605.3b: a mana ability resolves immediately; it doesn't use the stack. */
export function activateManaAbility(d: Draft, player: PlayerId, source: ObjectId, index: number, choice?: ManaType): void {
  const perm = d.permanent(source)!;
  const ability = d.def(perm.card).abilities[index] as ManaAbility;
  if (ability.tap) {
    perm.tapped = true;
    d.emit({ type: "tapped", object: source, name: perm.card });
  }
  const mana = producedMana(ability, choice);
  addMana(d, player, mana);
  d.emit({ type: "manaAdded", player, source, name: perm.card, mana });
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
  d.emit({ type: "manaSpent", player, mana: spend, for: forObject });
}

export interface PaymentPlan {
  readonly activations: readonly { readonly source: ObjectId; readonly ability: number; readonly mana: ManaType }[];
}

/**
 * Chooses mana abilities that, with the pool, pay `req`; null if none do. Each ability here adds one
 * fixed type or one color of the player's choice, so the greedy order below is exact: pool first,
 * then fixed sources for colored symbols, "any color" sources for what remains, generic last.
 */
export function planPayment(
  state: GameState,
  cards: CardRegistry,
  pool: ManaAmounts,
  req: ManaRequirement,
  options: readonly ManaAbilityOption[],
): PaymentPlan | null {
  const need: MutableAmounts = { ...NO_MANA };
  let spare = 0;
  for (const t of MANA_TYPES) {
    need[t] = Math.max(0, req[t] - pool[t]);
    spare += Math.max(0, pool[t] - req[t]);
  }
  let generic = Math.max(0, req.generic - spare);
  const fixed: { option: ManaAbilityOption; type: ManaType; amount: number }[] = [];
  const flexible: { option: ManaAbilityOption; amount: number }[] = [];
  for (const option of options) {
    const perm = state.battlefield.find((p) => p.id === option.source)!;
    const ability = cards.get(perm.card)!.abilities[option.ability] as ManaAbility;
    if (option.choices.length === 1) fixed.push({ option, type: option.choices[0]!, amount: ability.produces.length });
    else flexible.push({ option, amount: ability.produces.length });
  }
  const activations: { source: ObjectId; ability: number; mana: ManaType }[] = [];
  const used = new Set<ManaAbilityOption>();
  const use = (option: ManaAbilityOption, mana: ManaType, amount: number): void => {
    used.add(option);
    activations.push({ source: option.source, ability: option.ability, mana });
    const toNeed = Math.min(need[mana], amount);
    need[mana] -= toNeed;
    generic = Math.max(0, generic - (amount - toNeed));
  };
  for (const f of fixed) if (need[f.type] > 0) use(f.option, f.type, f.amount);
  for (const c of [...COLORS, "C" as const]) {
    for (const f of flexible) {
      if (need[c] === 0) break;
      if (!used.has(f.option) && f.option.choices.includes(c)) use(f.option, c, f.amount);
    }
  }
  if (MANA_TYPES.some((t) => need[t] > 0)) return null;
  // Generic: colorless sources first, then the color with the most sources left, then "any color" sources.
  while (generic > 0) {
    const left = fixed.filter((f) => !used.has(f.option));
    const count = (t: ManaType): number => left.filter((f) => f.type === t).length;
    const pick = left.find((f) => f.type === "C") ?? [...left].sort((a, b) => count(b.type) - count(a.type))[0];
    if (pick) {
      use(pick.option, pick.type, pick.amount);
      continue;
    }
    const any = flexible.find((f) => !used.has(f.option));
    if (!any) return null;
    use(any.option, any.option.choices[0]!, any.amount);
  }
  return { activations };
}

/** 500.5: unspent mana empties from each pool; with the seed's mana burn, each mana lost costs 1 life (seed 300.3). */
export function emptyManaPools(d: Draft): void {
  for (const p of d.state.players) {
    const lost = totalMana(p.manaPool);
    if (lost === 0) continue;
    const emptied = p.manaPool;
    d.player(p.id).manaPool = NO_MANA;
    d.emit({ type: "manaEmptied", player: p.id, mana: emptied });
    if (d.state.options.manaBurn && p.status === "playing") {
      d.emit({ type: "manaBurn", player: p.id, amount: lost });
      changeLife(d, p.id, -lost);
    }
  }
}
