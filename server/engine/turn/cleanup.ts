// 514: the cleanup step's turn-based actions.

import { expectAnswer } from "../procedure/answers.ts";
import type { Draft } from "../kernel/draft.ts";
import { inGame } from "../objects/players.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import { putIntoGraveyard, takeFromHand } from "../objects/zones.ts";
import { emit } from "../events/emit.ts";

/** 514.1: the active player discards down to their maximum hand size. */
export function discardToHandSize(ctx: ProcedureContext): void {
  const d = ctx.d;
  const active = d.state.turn.active;
  if (!inGame(d.state, active)) return;
  const excess = d.state.players[active]!.hand.length - d.state.options.maxHandSize;
  if (excess <= 0) return;
  const answer = ctx.ask(active, () => ({ kind: "discard", count: excess, options: d.state.players[active]!.hand.map((c) => c.id) }));
  const chosen = answer ? expectAnswer(answer, "cards").cards : [];
  for (const id of chosen) {
    const card = takeFromHand(d, active, id)!;
    emit(d, { type: "discarded", player: active, card: id, name: card.card });
    putIntoGraveyard(d, card.card, card.owner, "hand", id);
  }
}

/** 514.2: damage wears off and "until end of turn" effects end, simultaneously. */
export function endCleanupEffects(d: Draft): void {
  let damageRemoved = 0;
  for (const perm of d.state.battlefield)
    if (perm.damage > 0) {
      d.permanent(perm.id)!.damage = 0;
      damageRemoved++;
    }
  const effectsEnded = d.state.effects.filter((e) => e.duration === "endOfTurn").length;
  if (effectsEnded > 0) d.state.effects = d.state.effects.filter((e) => e.duration !== "endOfTurn");
  if (damageRemoved > 0 || effectsEnded > 0) emit(d, { type: "cleanupDone", damageRemoved, effectsEnded });
}
