// 514: the cleanup step's turn-based actions.

import type { Draft } from "../kernel/draft.ts";
import { inGame } from "../objects/players.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import { discardChosen } from "../objects/discard.ts";
import { emit } from "../events/emit.ts";
import { characteristics, controllerOf } from "../layers/characteristics.ts";

/** 514.1: the active player discards down to their maximum hand size. */
export function discardToHandSize(ctx: ProcedureContext): void {
  const d = ctx.d;
  const active = d.state.turn.active;
  if (!inGame(d.state, active)) return;
  // 402.2: an effect may say a player has no maximum hand size.
  const unlimited = d.state.battlefield.some(
    (p) =>
      controllerOf(d, p) === active && characteristics(d, p).abilities.some(({ ability: a }) => a.kind === "static" && a.effect.kind === "noMaximumHandSize"),
  );
  const excess = d.state.players[active]!.hand.length - d.state.options.maxHandSize;
  if (excess > 0 && !unlimited) discardChosen(ctx, active, excess, "514.1");
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
