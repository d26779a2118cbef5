// 120: damage dealt by a source to a player or a permanent, through the replacement and prevention effects (614, 615).

import type { Draft } from "../kernel/draft.ts";
import type { ObjectId, Target } from "../kernel/state.ts";
import { emit } from "../events/emit.ts";
import { replace, type DamageSource } from "../events/replacement.ts";
import { characteristics, keywordsOf } from "../layers/characteristics.ts";
import { shownName } from "../layers/printed.ts";
import { removeCounters } from "./counters.ts";
import { changeLife, inGame } from "./players.ts";

/** The creature a source dealt damage to, for "a creature dealt damage this way"; null if it dealt none to a creature. */
export type CreatureDealtDamage = ObjectId | null;

/**
 * 120.3: damage to a player causes that much life loss; damage to a planeswalker removes that many loyalty counters
 * from it (120.3c); damage to a creature is marked on it (120.3e). It passes first
 * through replacement and prevention effects (614, 615; protection is one, 702.16e). A source with lifelink makes
 * its controller gain that much life (702.15b); damage from a source with deathtouch is lethal (702.2b, 704.5h).
 */
export function dealDamage(d: Draft, source: DamageSource, target: Target, amount: number, combat: boolean): CreatureDealtDamage {
  if (amount <= 0) return null;
  if (target.kind === "player" ? !inGame(d.state, target.id) : !d.state.battlefield.some((p) => p.id === target.id)) return null;
  const event = replace(d, { kind: "damage", source, target, amount, combat });
  if (event?.kind !== "damage") return null;
  // 614.9: a replacement may have sent it elsewhere; what was there may be gone.
  const to = event.target;
  const dealt = event.amount;
  const sourcePermanent = d.state.battlefield.find((p) => p.id === source.id);
  const sourceKeywords = sourcePermanent ? keywordsOf(d, sourcePermanent) : [];
  let creature: CreatureDealtDamage = null;
  if (to.kind === "player") {
    if (!inGame(d.state, to.id)) return null;
    emit(d, { type: "damageDealt", source: source.id, sourceName: source.name, target: to, targetName: d.state.players[to.id]!.name, amount: dealt, combat });
    d.player(to.id).damageThisTurn += dealt;
    changeLife(d, to.id, -dealt);
  } else {
    const current = d.state.battlefield.find((p) => p.id === to.id);
    if (!current) return null;
    const types = characteristics(d, current).types;
    if (types.includes("Creature")) creature = to.id;
    const planeswalker = types.includes("Planeswalker");
    emit(d, { type: "damageDealt", source: source.id, sourceName: source.name, target: to, targetName: shownName(current), amount: dealt, combat });
    if (planeswalker) removeCounters(d, to, "loyalty", dealt);
    // 120.2: remembered for "a creature dealt damage by [this] this turn".
    const turn = d.state.turn.number;
    const before = current.damagedBy?.turn === turn ? current.damagedBy.sources : [];
    if (!before.includes(source.id)) d.permanent(to.id)!.damagedBy = { turn, sources: [...before, source.id] };
    if (!planeswalker || types.includes("Creature")) {
      d.permanent(to.id)!.damage += dealt;
      if (sourceKeywords.includes("Deathtouch") && !d.state.deathtouched.includes(to.id)) d.state.deathtouched = [...d.state.deathtouched, to.id];
    }
  }
  if (sourceKeywords.includes("Lifelink")) changeLife(d, source.controller, dealt);
  return creature;
}
