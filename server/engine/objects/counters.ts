// 122: counters on permanents and players. Putting counters on something is first a "would" event (a
// replacement effect may change how many, 614.1a, or stop it); removing them is not. Each change is emitted
// for the log and the triggered abilities.

import type { Draft } from "../kernel/draft.ts";
import { NO_COUNTERS, type GameState, type Target } from "../kernel/state.ts";
import { emit } from "../events/emit.ts";
import { replace } from "../events/replacement.ts";
import { inGame } from "./players.ts";
import { shownName } from "../layers/printed.ts";

/** How many counters of a kind a permanent or a player has (0 when it's gone). */
export function countersOn(state: GameState, on: Target, counter: string): number {
  return countersOf(state, on)[counter] ?? 0;
}

function exists(d: Draft, t: Target): boolean {
  return t.kind === "player" ? inGame(d.state, t.id) : d.state.battlefield.some((p) => p.id === t.id);
}

/** Counters with the count of one kind set, the kind left out when none is left. */
export function withCount(counters: Readonly<Record<string, number>>, counter: string, n: number): Readonly<Record<string, number>> {
  const { [counter]: _, ...rest } = counters;
  if (n > 0) return { ...rest, [counter]: n };
  return Object.keys(rest).length === 0 ? NO_COUNTERS : rest;
}

function setCount(d: Draft, t: Target, counter: string, n: number): void {
  if (t.kind === "player") {
    const player = d.player(t.id);
    const from = player.counters[counter] ?? 0;
    player.counters = withCount(player.counters, counter, n);
    emit(d, { type: "playerCountersChanged", player: t.id, counter, from, to: n });
    return;
  }
  const perm = d.permanent(t.id)!;
  const from = perm.counters[counter] ?? 0;
  perm.counters = withCount(perm.counters, counter, n);
  if (n > from) emit(d, { type: "counterAdded", object: perm.id, name: shownName(perm), counter, amount: n - from });
  else emit(d, { type: "counterRemoved", object: perm.id, name: shownName(perm), counter, amount: from - n });
}

/**
 * 122.6: puts `amount` counters of a kind on a permanent on the battlefield or a player, as replacement effects
 * leave the event (614.1a: "twice that many"); returns how many were put. `byEffect` false: to pay a cost, which
 * "if an effect would put counters" doesn't see (614.16).
 */
export function putCounters(d: Draft, on: Target, counter: string, amount: number, byEffect = true): number {
  if (amount <= 0 || !exists(d, on)) return 0;
  const event = replace(d, { kind: "putCounters", on, counter, amount, byEffect });
  if (event?.kind !== "putCounters" || event.amount <= 0 || !exists(d, event.on)) return 0;
  setCount(d, event.on, event.counter, countersOn(d.state, event.on, event.counter) + event.amount);
  return event.amount;
}

/** The counters a permanent or a player has, by kind (none when it's gone). */
export function countersOf(state: GameState, on: Target): Readonly<Record<string, number>> {
  const counters = on.kind === "player" ? state.players[on.id]?.counters : state.battlefield.find((p) => p.id === on.id)?.counters;
  return counters ?? NO_COUNTERS;
}

/** Removes up to `amount` counters of a kind from a permanent or a player; returns how many were removed. */
export function removeCounters(d: Draft, from: Target, counter: string, amount: number): number {
  const had = exists(d, from) ? countersOn(d.state, from, counter) : 0;
  const n = Math.min(had, amount);
  if (n > 0) setCount(d, from, counter, had - n);
  return n;
}
