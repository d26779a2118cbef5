// 601.2f: the total cost — the mana cost or the chosen alternative cost, plus additional costs and cost
// increases, minus cost reductions, then effects that set the total directly (Trinisphere). The result
// is "locked in": payment (payment.ts) pays exactly this, whatever happens to its sources meanwhile.

import { formatSymbol, type ManaCost, type ManaSymbol } from "../../../shared/mana.ts";
import { expectAnswer } from "../procedure/answers.ts";
import type { CardDefinition, Cost, CostPart, StaticEffect } from "../../card-language/card-definition.ts";
import { characteristics, matchesFilter, permanentFacts, printed, type ObjectFacts } from "../layers/characteristics.ts";
import { raiseTo, reduceBy, requirementFor, symbolOptions } from "./mana.ts";
import { casterMatches, permanentsWithStatic } from "../layers/battlefield-facts.ts";
import { opponentsOf } from "../objects/players.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import type { ManaRequirement } from "../../../shared/prompt.ts";
import { NO_COUNTERS, type ObjectId, type Permanent, type PlayerId } from "../kernel/state.ts";

/** A cost part as it is paid: X announced (107.3), so every count is a number. */
export type PayablePart =
  | Exclude<CostPart, { readonly kind: "removeCountersFromSelf" }>
  | { readonly kind: "removeCountersFromSelf"; readonly counter: string; readonly count: number };

export interface TotalCost {
  /** null: the cost is unpayable (118.6: no mana cost and no alternative cost). */
  readonly mana: ManaRequirement | null;
  /** 601.2g: whether the total cost includes a mana payment (even of {0}, 118.5); if not, there is none to make. */
  readonly includesMana: boolean;
  readonly parts: readonly PayablePart[];
}

/** The parts with X as announced, and (606.5) every cost to put or remove loyalty counters combined into one. */
function payableParts(parts: readonly CostPart[], x: number): PayablePart[] {
  const out: PayablePart[] = [];
  let loyalty: number | null = null;
  for (const part of parts) {
    const p: PayablePart = part.kind === "removeCountersFromSelf" ? { ...part, count: part.count === "X" ? x : part.count } : part;
    if ((p.kind === "putCountersOnSelf" || p.kind === "removeCountersFromSelf") && p.counter === "loyalty")
      loyalty = (loyalty ?? 0) + (p.kind === "putCountersOnSelf" ? p.count : -p.count);
    else out.push(p);
  }
  if (loyalty !== null && loyalty !== 0)
    out.unshift(
      loyalty > 0 ? { kind: "putCountersOnSelf", counter: "loyalty", count: loyalty } : { kind: "removeCountersFromSelf", counter: "loyalty", count: -loyalty },
    );
  return out;
}

/** What is being paid for, as cost effects see it. */
export interface CostSubject {
  readonly kind: "spell" | "ability";
  readonly object: ObjectId;
  readonly controller: PlayerId;
  /** The spell's characteristics; for an ability, its source's. */
  readonly facts: ObjectFacts;
}

/** The costs chosen in 601.2b, before increases and reductions. */
export interface ChosenCosts {
  /** The mana cost or alternative cost; null when it's the mana cost of an object that has none. */
  readonly base: Cost | null;
  readonly additional: readonly Cost[];
}

const NO_SYMBOLS: readonly ManaSymbol[] = [];

/** Every mana symbol to be paid, base first, in the order their hybrid/Phyrexian payments are announced. */
export function symbolsToPay(costs: ChosenCosts): readonly ManaSymbol[] {
  const base = costs.base?.mana ?? NO_SYMBOLS;
  // Most spells have no additional cost: their mana cost is the list.
  if (costs.additional.length === 0) return base;
  return [...base, ...costs.additional.flatMap((c) => c.mana ?? [])];
}

interface Applied {
  /** The permanent with the static ability, or the spell itself for its own. */
  readonly source: { readonly card: string };
  readonly effect: StaticEffect;
}

/** The static cost effects that apply to the subject, in the order their sources entered. */
function costEffects(ctx: ProcedureContext, subject: CostSubject): Applied[] {
  const out: Applied[] = [];
  for (const perm of permanentsWithStatic(ctx.d, "any")) {
    const chars = characteristics(ctx.d, perm);
    for (const { ability: a } of chars.abilities) {
      if (a.kind !== "static") continue;
      const e = a.effect;
      const appliesToSpell =
        subject.kind === "spell" &&
        (e.kind === "costIncrease" || e.kind === "costReduction") &&
        casterMatches(e.caster, chars.controller, subject.controller) &&
        matchesFilter(subject.facts, e.spells, chars.controller);
      const appliesToAbility = subject.kind === "ability" && e.kind === "abilityCostIncrease" && matchesFilter(subject.facts, e.sources, chars.controller);
      const minimum = subject.kind === "spell" && e.kind === "costMinimum" && !(e.whileUntapped && perm.tapped);
      if (appliesToSpell || appliesToAbility || minimum) out.push({ source: perm, effect: e });
    }
  }
  if (subject.kind === "spell")
    for (const { ability: a } of subject.facts.chars.abilities)
      if (
        a.kind === "static" &&
        a.effect.kind === "costsLessIfOpponentHasMoreCreatures" &&
        opponentHasMoreCreatures(ctx, subject.controller, a.effect.atLeastMore)
      )
        out.push({ source: { card: subject.facts.chars.name }, effect: { kind: "costReduction", spells: {}, caster: "any", amount: a.effect.amount } });
  return out;
}

/** "If an opponent controls at least N more creatures than you". */
function opponentHasMoreCreatures(ctx: ProcedureContext, player: PlayerId, n: number): boolean {
  const creatures = new Map<PlayerId, number>();
  for (const perm of ctx.d.state.battlefield) {
    const chars = characteristics(ctx.d, perm);
    if (chars.types.includes("Creature")) creatures.set(chars.controller, (creatures.get(chars.controller) ?? 0) + 1);
  }
  const mine = creatures.get(player) ?? 0;
  return opponentsOf(ctx.d.state, player).some((p) => (creatures.get(p) ?? 0) >= mine + n);
}

/**
 * 601.2f. `symbolChoices` are the hybrid/Phyrexian payments announced in 601.2b; `extraIncrease` is the
 * spell's own increase (Fireball's per-target cost). Hybrid reductions ask which half (118.7e). The
 * reductions of 118.7 subtract from one component and spill into generic mana, so the order they
 * apply in can't change the result; they apply in timestamp order.
 */
export function determineTotalCost(
  ctx: ProcedureContext,
  subject: CostSubject,
  costs: ChosenCosts,
  x: number,
  symbolChoices: readonly string[],
  extraIncrease: ManaCost,
): TotalCost {
  const parts = payableParts([...(costs.base?.parts ?? []), ...costs.additional.flatMap((c) => c.parts)], x);
  if (costs.base === null) return { mana: null, includesMana: true, parts };
  const symbols = symbolsToPay(costs);
  const { mana: fromSymbols, life } = requirementFor(symbols, x, symbolChoices);
  if (life > 0) parts.push({ kind: "payLife", amount: life });
  const mana = { ...fromSymbols };
  // "Spend only [color] mana on X": the generic mana X stands for is to be paid with that color.
  if (subject.kind === "spell")
    for (const { ability: a } of subject.facts.chars.abilities)
      if (a.kind === "static" && a.effect.kind === "spendOnlyColorOnX") {
        const onX = symbols.filter((s) => s.kind === "variable").length * x;
        mana.generic -= onX;
        mana[a.effect.color] += onX;
      }
  const add = (symbols: ManaCost): void => {
    const more = requirementFor(
      symbols,
      x,
      symbolOptions(symbols).map((o) => o.options[0]!),
    ).mana;
    for (const t of ["W", "U", "B", "R", "G", "C", "generic"] as const) mana[t] += more[t];
  };
  add(extraIncrease);
  const effects = costEffects(ctx, subject);
  const increases = effects.filter(({ effect }) => effect.kind === "costIncrease" || effect.kind === "abilityCostIncrease");
  for (const { effect } of increases) if (effect.kind === "costIncrease" || effect.kind === "abilityCostIncrease") add(effect.amount);
  const minimum = effects.some(({ effect }) => effect.kind === "costMinimum");
  const includesMana = symbols.length > 0 || extraIncrease.length > 0 || increases.length > 0 || minimum;
  for (const { source, effect } of effects) {
    if (effect.kind !== "costReduction") continue;
    for (const symbol of effect.amount) {
      let half: string | undefined;
      if (symbol.kind === "hybrid" || symbol.kind === "monoHybrid") {
        const option = symbolOptions([symbol])[0]!;
        const answer = ctx.ask(subject.controller, () => ({ kind: "chooseReduction", object: subject.object, source: source.card, symbol: option }), {
          cancellable: true,
        });
        half = answer ? expectAnswer(answer, "symbols").choices[0] : option.options[0];
      }
      reduceBy(mana, symbol, half);
    }
  }
  // Then effects that set the total cost directly (601.2f), once the rest is known.
  for (const { effect } of effects) if (effect.kind === "costMinimum") raiseTo(mana, effect.minimum);
  return { mana, includesMana, parts };
}

export function describeSymbols(cost: ManaCost): string {
  return cost.map(formatSymbol).join("");
}

/**
 * 606.4: the additional loyalty costs of a loyalty ability of `source` ("cost an additional [+1]"), from static
 * abilities of permanents its controller controls; 606.5 combines them with the ability's own.
 */
export function loyaltyCostIncreases(ctx: ProcedureContext, source: Permanent, controller: PlayerId): Cost[] {
  const out: Cost[] = [];
  if (!characteristics(ctx.d, source).types.includes("Planeswalker")) return out;
  for (const perm of permanentsWithStatic(ctx.d, "loyaltyCostIncrease")) {
    const chars = characteristics(ctx.d, perm);
    if (chars.controller !== controller) continue;
    for (const { ability: a } of chars.abilities)
      if (a.kind === "static" && a.effect.kind === "loyaltyCostIncrease")
        out.push({ mana: null, parts: [{ kind: "putCountersOnSelf", counter: "loyalty", count: a.effect.amount }], text: `[+${a.effect.amount}]` });
  }
  return out;
}

/** The facts of a spell about to be cast, as cost and casting restrictions see them. */
export function spellSubject(def: CardDefinition, object: ObjectId, controller: PlayerId, manaValueOnStack: number): CostSubject {
  return {
    kind: "spell",
    object,
    controller,
    facts: {
      chars: printed(def, controller),
      manaValue: manaValueOnStack,
      tapped: false,
      counters: NO_COUNTERS,
      token: false,
      attacking: false,
      blocking: false,
    },
  };
}

export function abilitySubject(ctx: ProcedureContext, source: Permanent, object: ObjectId, controller: PlayerId): CostSubject {
  return { kind: "ability", object, controller, facts: permanentFacts(ctx.d, source) };
}
