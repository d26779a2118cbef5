// Target legality (115, 601.2c, 608.2b).

import type { CardRegistry, ObjectFilter, TargetRequirement } from "./card-definition.ts";
import { inGame } from "./players.ts";
import type { GameState, Permanent, PlayerId, Target } from "./state.ts";

export function matchesFilter(cards: CardRegistry, filter: ObjectFilter, perm: Permanent, you: PlayerId): boolean {
  const def = cards.get(perm.card)!;
  if (filter.types && !filter.types.some((t) => def.types.includes(t))) return false;
  if (filter.controller === "you" && perm.controller !== you) return false;
  if (filter.controller === "opponent" && perm.controller === you) return false;
  return true;
}

/** Every legal choice for one target requirement of an object controlled by `controller`. */
export function legalTargets(state: GameState, cards: CardRegistry, req: TargetRequirement, controller: PlayerId): Target[] {
  const out: Target[] = [];
  if (req.players) for (const p of state.players) if (p.status === "playing") out.push({ kind: "player", id: p.id });
  if (req.permanents) {
    for (const perm of state.battlefield)
      if (matchesFilter(cards, req.permanents, perm, controller)) out.push({ kind: "object", id: perm.id });
  }
  return out;
}

/** 608.2b: is a chosen target still legal? An object that left its zone is a new object and can't be. */
export function isLegalTarget(state: GameState, cards: CardRegistry, req: TargetRequirement, controller: PlayerId, t: Target): boolean {
  if (t.kind === "player") return req.players && inGame(state, t.id);
  if (!req.permanents) return false;
  const perm = state.battlefield.find((p) => p.id === t.id);
  return perm !== undefined && matchesFilter(cards, req.permanents, perm, controller);
}

export function sameTarget(a: Target, b: Target): boolean {
  return a.kind === b.kind && a.id === b.id;
}

/** A target's name for people: the player's name or the object's card name. */
export function targetName(state: GameState, t: Target): string {
  if (t.kind === "player") return state.players[t.id]?.name ?? `player ${t.id + 1}`;
  const obj = state.battlefield.find((p) => p.id === t.id) ?? state.stack.find((o) => o.id === t.id);
  if (!obj) return `object ${t.id}`;
  return "card" in obj ? obj.card : obj.sourceCard;
}
