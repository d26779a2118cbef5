// What a player with priority may do (117.1): the options of the priority prompt.

import type { Draft } from "./draft.ts";
import { activatableManaAbilities, planPayment, requirementOf } from "./mana.ts";
import type { PriorityAction } from "./prompt.ts";
import type { GameState, PlayerId } from "./state.ts";

export function isMainPhase(state: GameState): boolean {
  return state.turn.step === "precombatMain" || state.turn.step === "postcombatMain";
}

/** 117.1a, 307.1: sorcery timing — the player's own main phase, with an empty stack. */
export function hasSorceryTiming(state: GameState, player: PlayerId): boolean {
  return player === state.turn.active && isMainPhase(state) && state.stack.length === 0;
}

/** 305.2: one land per turn, normally. */
export const LANDS_PER_TURN = 1;

export function priorityActions(d: Draft, player: PlayerId): PriorityAction[] {
  const { state, cards } = d;
  const pl = state.players[player]!;
  const actions: PriorityAction[] = [{ kind: "pass" }];
  const sorceryTiming = hasSorceryTiming(state, player);
  const manaAbilities = activatableManaAbilities(state, cards, player);
  const affordable = new Map<string, boolean>();
  for (const card of pl.hand) {
    const def = cards.get(card.card)!;
    if (def.types.includes("Land")) {
      // 305.1, 116.2a: playing a land is a special action with sorcery timing, once per turn.
      if (sorceryTiming && pl.landsPlayed < LANDS_PER_TURN) actions.push({ kind: "playLand", card: card.id });
      continue;
    }
    if (def.manaCost === null) continue; // 118.6: no mana cost and no alternative cost to cast it with.
    if (!def.types.includes("Instant") && !sorceryTiming) continue;
    let canPay = affordable.get(def.name);
    if (canPay === undefined) {
      canPay = planPayment(state, cards, pl.manaPool, requirementOf(def.manaCost), manaAbilities) !== null;
      affordable.set(def.name, canPay);
    }
    actions.push({ kind: "cast", card: card.id, affordable: canPay });
  }
  for (const m of manaAbilities) actions.push({ kind: "activateMana", source: m.source, ability: m.ability, choices: m.choices });
  return actions;
}
