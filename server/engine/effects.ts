// One-shot and continuous effects of resolving spells and abilities (609, 610, 611).

import type { Effect, ObjectRef, PlayerRef } from "./card-definition.ts";
import type { Draft } from "./draft.ts";
import { changeLife, inGame } from "./players.ts";
import type { ObjectId, PlayerId, Target } from "./state.ts";
import { drawCards } from "./zones.ts";

/** What an effect needs to know about the object it comes from. */
export interface EffectContext {
  readonly source: ObjectId;
  readonly sourceName: string;
  readonly controller: PlayerId;
  /** Chosen targets per requirement, with the ones illegal on resolution removed (608.2b). */
  readonly targets: readonly (readonly Target[])[];
}

export function performEffect(d: Draft, ctx: EffectContext, effect: Effect): void {
  switch (effect.kind) {
    case "dealDamage":
      for (const t of ctx.targets[effect.to.target] ?? []) dealDamage(d, ctx.source, ctx.sourceName, t, effect.amount, false);
      return;
    case "drawCards":
      for (const p of players(ctx, effect.player)) drawCards(d, p, effect.amount);
      return;
    case "modifyPowerToughness":
      for (const id of objects(ctx, effect.object)) {
        const perm = d.state.battlefield.find((p) => p.id === id);
        if (!perm) continue;
        d.effects().push({
          timestamp: d.newTimestamp(),
          sourceCard: ctx.sourceName,
          controller: ctx.controller,
          affected: id,
          power: effect.power,
          toughness: effect.toughness,
          duration: effect.duration,
        });
        d.emit({ type: "powerToughnessModified", object: id, name: perm.card, power: effect.power, toughness: effect.toughness });
      }
      return;
  }
}

function players(ctx: EffectContext, ref: PlayerRef): PlayerId[] {
  if ("you" in ref) return [ctx.controller];
  return (ctx.targets[ref.target] ?? []).filter((t) => t.kind === "player").map((t) => t.id);
}

function objects(ctx: EffectContext, ref: ObjectRef): ObjectId[] {
  if ("self" in ref) return [ctx.source];
  return (ctx.targets[ref.target] ?? []).filter((t) => t.kind === "object").map((t) => t.id);
}

/** 120.3: damage to a player causes that much life loss; damage to a creature is marked on it. */
export function dealDamage(d: Draft, source: ObjectId, sourceName: string, target: Target, amount: number, combat: boolean): void {
  if (amount <= 0) return;
  if (target.kind === "player") {
    if (!inGame(d.state, target.id)) return;
    d.emit({ type: "damageDealt", source, sourceName, target, targetName: d.state.players[target.id]!.name, amount, combat });
    changeLife(d, target.id, -amount);
    return;
  }
  const perm = d.permanent(target.id);
  if (!perm) return;
  perm.damage += amount;
  d.emit({ type: "damageDealt", source, sourceName, target, targetName: perm.card, amount, combat });
}
