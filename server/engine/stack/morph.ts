// 702.37: morph. A card with morph may be cast face down as a 2/2 creature for {3} (an alternative cost, 118.9), and
// the face-down permanent it becomes may be turned face up for its morph cost any time its controller has priority:
// a special action that doesn't use the stack (116.2b).

import { formatManaCost, parseManaCost, type ManaCost } from "../../../shared/mana.ts";
import type { AlternativeCost, CardDefinition } from "../../card-language/card-definition.ts";
import { morphCostIfFaceUp } from "../layers/copiable.ts";
import { controllerOf } from "../layers/characteristics.ts";
import { announceSymbols } from "./announcements.ts";
import { requirementFor } from "./mana.ts";
import { payTotalCost } from "./payment.ts";
import { Reversal, type ProcedureContext } from "../procedure/procedure.ts";
import type { ObjectId, PlayerId } from "../kernel/state.ts";
import { emit } from "../events/emit.ts";

/** 702.37a: "You may cast this card as a 2/2 face-down creature … by paying {3} rather than paying its mana cost." */
export const MORPH: AlternativeCost = {
  id: "morph",
  text: "cast it face down as a 2/2 creature for {3} (morph)",
  cost: { mana: parseManaCost("{3}"), parts: [], text: "{3}" },
};

/** The card's morph cost, if it has morph (702.37a). */
export function morphCost(def: CardDefinition): ManaCost | null {
  for (const k of def.keywords) if (typeof k === "object" && "morph" in k) return k.morph;
  return null;
}

/**
 * 702.37e: the special action. The morph cost it would have face up is shown to all players and paid, then the permanent
 * is turned face up: it has its normal characteristics again (708.8: the same permanent, with its counters and the
 * effects on it; it doesn't enter, so nothing about entering applies). A payment that can't be made reverses it all (732.1).
 */
export function turnFaceUp(ctx: ProcedureContext, player: PlayerId, id: ObjectId): void {
  const d = ctx.d;
  const perm = d.state.battlefield.find((p) => p.id === id);
  if (!perm?.faceDown || controllerOf(d, perm) !== player) throw new Reversal("it is no face-down permanent you control", "702.37e");
  const cost = morphCostIfFaceUp(d, perm);
  if (!cost) throw new Reversal("it would have no morph cost face up", "702.37e");
  const { mana, life } = requirementFor(cost, 0, announceSymbols(ctx, player, id, cost));
  payTotalCost(
    ctx,
    { player, object: id, source: id, spellColors: [] },
    { mana, includesMana: true, parts: life > 0 ? [{ kind: "payLife", amount: life }] : [] },
  );
  delete d.permanent(id)!.faceDown;
  emit(d, { type: "turnedFaceUp", player, object: id, name: perm.card, cost: formatManaCost(cost) });
}
