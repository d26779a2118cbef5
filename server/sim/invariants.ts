// Invariants every game state must satisfy, checked after every input by the simulator and the
// property tests. Each returns a list of violations (empty when the state is sound).

import { MANA_TYPES } from "../../shared/mana.ts";
import type { CardRegistry } from "../card-language/card-definition.ts";
import type { DeckEntry, GameConfig } from "../engine/index.ts";
import type { GameState } from "../engine/index.ts";
import type { Input } from "../engine/index.ts";
import type { GameEvent } from "../../shared/events.ts";
import type { AnswerInput } from "../../shared/prompt.ts";
import { printedAbilityKey } from "../../shared/game-types.ts";

/** Every card a player brought is in exactly one zone (unless they left the game, 800.4a), and ids are unique. Tokens aren't cards (111.1). */
export function checkCardConservation(state: GameState, config: GameConfig, cards: CardRegistry): string[] {
  const isCard = (name: string): boolean => !cards.get(name)!.token;
  const violations: string[] = [];
  const ids = new Set<number>();
  const seen = (id: number, where: string): void => {
    if (ids.has(id)) violations.push(`object id ${id} appears twice (${where})`);
    ids.add(id);
  };
  state.players.forEach((p, i) => {
    const deckSize = config.players[i]!.deck.reduce((n, e) => n + e.count, 0);
    // A token put into a library is there until state-based actions remove it (704.5d), like one in a hand or graveyard.
    let count = p.library.filter(isCard).length + p.hand.filter((c) => isCard(c.card)).length + p.graveyard.filter((c) => isCard(c.card)).length;
    for (const c of p.hand) seen(c.id, "hand");
    for (const c of p.graveyard) seen(c.id, "graveyard");
    // 712.4a: a melded permanent is two cards.
    count += state.battlefield.filter((x) => x.owner === i && isCard(x.card)).reduce((n, x) => n + (x.melded === undefined ? 1 : 2), 0);
    // 707.10: a copy of a spell is no card.
    count += state.stack.filter((x) => x.kind === "spell" && x.owner === i && !x.copy).length;
    count += state.exile.filter((x) => x.owner === i && isCard(x.card)).length;
    if (p.status === "playing" || p.status === "won") {
      if (count !== deckSize) violations.push(`${p.name} owns ${count} cards in zones but brought ${deckSize}`);
    } else if (count !== 0 && state.result === null) {
      violations.push(`${p.name} left the game but still owns ${count} cards in zones (800.4a)`);
    }
  });
  for (const x of state.battlefield) seen(x.id, "battlefield");
  for (const x of state.stack) seen(x.id, "stack");
  for (const x of state.exile) seen(x.id, "exile");
  return violations;
}

/** A sandbox game's players with deck lists of the cards each owns at the start, for the card-conservation invariant. */
export function sandboxConfig(state: GameState, cards: CardRegistry): GameConfig {
  const counts = state.players.map(() => new Map<string, number>());
  const add = (owner: number, name: string): void => {
    if (cards.get(name)?.token) return;
    counts[owner]?.set(name, (counts[owner]!.get(name) ?? 0) + 1);
  };
  state.players.forEach((p, i) => {
    for (const name of p.library) add(i, name);
    for (const c of [...p.hand, ...p.graveyard]) add(i, c.card);
  });
  for (const x of [...state.battlefield, ...state.exile]) add(x.owner, x.card);
  for (const x of state.stack) if (x.kind === "spell") add(x.owner, x.card);
  return {
    seed: 0,
    players: state.players.map((p, i) => ({ name: p.name, deck: [...counts[i]!].map(([name, count]): DeckEntry => ({ name, count })) })),
  };
}

/** Exactly one prompt is pending, addressed to a player in the game, until the game is over. */
export function checkOnePrompt(state: GameState): string[] {
  if (state.result) return state.prompt === null ? [] : ["the game is over but a prompt is pending"];
  if (!state.prompt) return ["no prompt is pending in a game that is not over"];
  if (state.players[state.prompt.player]?.status !== "playing") return [`the prompt is addressed to ${state.prompt.player}, who is not in the game`];
  return [];
}

/** No count that can't be negative is negative. */
export function checkNoNegativeCounts(state: GameState): string[] {
  const v: string[] = [];
  for (const p of state.players) {
    for (const t of MANA_TYPES) if (p.manaPool[t] < 0) v.push(`${p.name} has ${p.manaPool[t]} ${t} mana`);
    for (const [kind, n] of Object.entries(p.counters)) if (n < 0) v.push(`${p.name} has negative ${kind} counters`);
    if (p.landsPlayed < 0) v.push(`${p.name} played a negative number of lands`);
  }
  for (const perm of state.battlefield) {
    if (perm.damage < 0) v.push(`${perm.card} has negative damage`);
    for (const [kind, n] of Object.entries(perm.counters)) if (n < 0) v.push(`${perm.card} has ${n} ${kind} counters`);
  }
  return v;
}

export function checkInvariants(state: GameState, config: GameConfig, cards: CardRegistry): string[] {
  return [...checkCardConservation(state, config, cards), ...checkOnePrompt(state), ...checkNoNegativeCounts(state)];
}

/**
 * The `hasTargets` hint of priority options is never wrong when it says no: a spell or ability proposed
 * against it is reversed (601.2c), never cast or activated. Follows each such proposal across its prompts.
 */
export function targetHintWatcher(): (before: GameState, input: Input, after: GameState, events: readonly GameEvent[]) => string[] {
  let doubted: string | null = null;
  return (before, input, after, events) => {
    const prompt = before.prompt;
    if (prompt?.kind === "priority" && input.kind === "answer") {
      const a = input.answer as AnswerInput;
      const option = prompt.actions.find(
        (o) =>
          (o.kind === "cast" && a.kind === "cast" && o.card === a.card && o.face === a.face) ||
          (o.kind === "activate" &&
            a.kind === "activate" &&
            o.source === a.source &&
            o.ability === (typeof a.ability === "number" ? printedAbilityKey(a.ability) : a.ability)),
      );
      doubted = option && "hasTargets" in option && !option.hasTargets ? JSON.stringify(a) : null;
    }
    if (doubted === null) return [];
    const done = events.some((e) => e.type === "spellCast" || e.type === "abilityActivated");
    const violations = done ? [`${doubted} was hinted to have no legal target, yet it was cast or activated`] : [];
    if (done || !after.pending || events.some((e) => e.type === "castReversed")) doubted = null;
    return violations;
  };
}

/** Inputs the engine must refuse in `state`: out of turn, stale, malformed, or naming nothing. */
export function inputsToRefuse(state: GameState): Input[] {
  const prompt = state.prompt;
  if (!prompt) return [{ kind: "answer", player: 0, promptId: 0, answer: { kind: "pass" } }];
  const other = state.players.find((p) => p.id !== prompt.player && p.status === "playing");
  const out: Input[] = [
    { kind: "answer", player: prompt.player, promptId: prompt.id + 1, answer: { kind: "pass" } },
    { kind: "answer", player: prompt.player, promptId: prompt.id, answer: { kind: "no such answer" } },
    { kind: "answer", player: prompt.player, promptId: prompt.id, answer: { kind: "cast", card: -1 } },
    { kind: "answer", player: prompt.player, promptId: prompt.id, answer: { kind: "cast", card: 1e9 } },
    { kind: "answer", player: prompt.player, promptId: prompt.id, answer: null },
    { kind: "answer", player: 99, promptId: prompt.id, answer: { kind: "pass" } },
  ];
  if (other) out.push({ kind: "answer", player: other.id, promptId: prompt.id, answer: { kind: "pass" } });
  if (!prompt.cancellable) out.push({ kind: "answer", player: prompt.player, promptId: prompt.id, answer: { kind: "cancel" } });
  return out;
}
