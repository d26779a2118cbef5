// What a player with priority may do (117.1): the options of the priority prompt.

import type { ManaCost } from "../../shared/mana.ts";
import { activationKey } from "./activation.ts";
import type { ActivatedAbility, CardDefinition, CardRegistry } from "./card-definition.ts";
import { castingForbidden } from "./casting.ts";
import type { Draft } from "./draft.ts";
import { planPayment } from "../../shared/payment.ts";
import { activatableManaAbilities, requirementFor, summoningSick, symbolOptions } from "./mana.ts";
import type { ManaAbilityOption, PriorityAction } from "../../shared/prompt.ts";
import type { GameState, Permanent, PlayerId } from "./state.ts";
import { manaValue, totalMana } from "../../shared/mana.ts";

export function isMainPhase(state: GameState): boolean {
  return state.turn.step === "precombatMain" || state.turn.step === "postcombatMain";
}

/** 117.1a, 307.1: sorcery timing — the player's own main phase, with an empty stack. */
export function hasSorceryTiming(state: GameState, player: PlayerId): boolean {
  return player === state.turn.active && isMainPhase(state) && state.stack.length === 0;
}

/** 305.2: one land per turn, normally. */
export const LANDS_PER_TURN = 1;

/** Hint: can the pool and these mana abilities pay `cost` (X as 0, each hybrid or Phyrexian symbol paid the best way)? */
function affordable(state: GameState, player: PlayerId, cost: ManaCost, manaAbilities: readonly ManaAbilityOption[], available: number): boolean {
  // Most unaffordable cards need more mana than there is at all: no need to plan anything.
  if (leastMana(cost) > available) return false;
  const pool = state.players[player]!.manaPool;
  const options = symbolOptions(cost);
  const life = state.players[player]!.life;
  // Few cards have more than three such symbols; try every way of paying them.
  const combos = (i: number, chosen: string[]): boolean => {
    if (i === options.length) {
      const { mana, life: lifeNeeded } = requirementFor(cost, 0, chosen);
      return lifeNeeded <= life && planPayment(pool, mana, manaAbilities) !== null;
    }
    return options[i]!.options.some((o) => combos(i + 1, [...chosen, o]));
  };
  return options.length <= 4 ? combos(0, []) : combos(options.length, options.map((o) => o.options[0]!));
}

/** The least mana a cost can be paid with: hybrid symbols count 1, Phyrexian ones 0 (life instead), X as 0. */
function leastMana(cost: ManaCost): number {
  let n = 0;
  for (const s of cost) n += s.kind === "generic" ? s.amount : s.kind === "phyrexian" || s.kind === "variable" ? 0 : 1;
  return n;
}

/** 601.3: may the player begin to cast this card now (timing and permission; the cost is checked later)? */
function mayBeginToCast(d: Draft, player: PlayerId, def: CardDefinition, sorceryTiming: boolean): boolean {
  if (def.types.includes("Land")) return false;
  // 702.8a: flash lets a spell be cast any time its controller could cast an instant.
  if (!def.types.includes("Instant") && !def.keywords.includes("Flash") && !sorceryTiming) return false;
  // 601.3a: a restriction on mana value doesn't stop a spell if some value of X could lift it.
  const cost = def.manaCost;
  if (!cost) return castingForbidden(d, player, def, 0) === null;
  const xValues = cost.some((s) => s.kind === "variable") ? X_VALUES_TO_CONSIDER : [0];
  return xValues.some((x) => castingForbidden(d, player, def, manaValue(cost, x)) === null);
}

/** Enough values of X to see whether any mana value restriction here (parity, thresholds) could be escaped. */
const X_VALUES_TO_CONSIDER = [0, 1, 2, 3, 4, 5];

/** 602.5: may the player begin to activate this ability, and can its self-referring costs ({T}, {Q}, counters) be paid? */
function mayActivate(state: GameState, cards: CardRegistry, perm: Permanent, ability: ActivatedAbility, index: number, sorceryTiming: boolean): boolean {
  if (ability.sorcerySpeed && !sorceryTiming) return false;
  if (ability.oncePerTurn && (state.activationsThisTurn[activationKey(perm.id, index)] ?? 0) > 0) return false;
  for (const part of ability.cost.parts) {
    if ((part.kind === "tapSelf" || part.kind === "untapSelf") && summoningSick(state, cards, perm)) return false; // 602.5a
    if (part.kind === "tapSelf" && perm.tapped) return false;
    if (part.kind === "untapSelf" && !perm.tapped) return false;
    if (part.kind === "removeCountersFromSelf" && (perm.counters[part.counter] ?? 0) < part.count) return false;
    if (part.kind === "exileTopOfLibrary" && state.players[perm.controller]!.library.length < part.count) return false;
  }
  return true;
}

export function priorityActions(d: Draft, player: PlayerId): PriorityAction[] {
  const { state, cards } = d;
  const pl = state.players[player]!;
  const actions: PriorityAction[] = [{ kind: "pass" }];
  const sorceryTiming = hasSorceryTiming(state, player);
  const manaAbilities = activatableManaAbilities(state, cards, player);
  const canPay = new Map<ManaCost, boolean>();
  let available = totalMana(pl.manaPool);
  for (const m of manaAbilities) available += m.amount;
  const hint = (cost: ManaCost | null): boolean => {
    if (cost === null) return false;
    let known = canPay.get(cost);
    if (known === undefined) canPay.set(cost, (known = affordable(state, player, cost, manaAbilities, available)));
    return known;
  };
  for (const card of pl.hand) {
    const def = cards.get(card.card)!;
    if (def.types.includes("Land")) {
      // 305.1, 116.2a: playing a land is a special action with sorcery timing, once per turn.
      if (sorceryTiming && pl.landsPlayed < LANDS_PER_TURN) actions.push({ kind: "playLand", card: card.id });
      continue;
    }
    // 118.6: a card with no mana cost may still be proposed; it can be paid for only with an alternative cost.
    if (mayBeginToCast(d, player, def, sorceryTiming)) actions.push({ kind: "cast", card: card.id, from: "hand", affordable: hint(def.manaCost) });
  }
  // 702.34a: flashback permits casting from the graveyard.
  for (const card of pl.graveyard) {
    const def = cards.get(card.card)!;
    if (def.costs.flashback && mayBeginToCast(d, player, def, sorceryTiming))
      actions.push({ kind: "cast", card: card.id, from: "graveyard", affordable: hint(def.costs.flashback.mana ?? []) });
  }
  // 602.2: only a permanent's controller activates its abilities.
  for (const perm of state.battlefield) {
    if (perm.controller !== player) continue;
    const abilities = cards.get(perm.card)!.abilities;
    for (let index = 0; index < abilities.length; index++) {
      const a = abilities[index]!;
      if (a.kind === "activated" && mayActivate(state, cards, perm, a, index, sorceryTiming))
        actions.push({ kind: "activate", source: perm.id, ability: index, affordable: hint(a.cost.mana ?? []) });
    }
  }
  for (const m of manaAbilities) actions.push({ kind: "activateMana", source: m.source, ability: m.ability, choices: m.choices, amount: m.amount });
  return actions;
}
