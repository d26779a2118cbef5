// 701.9: discarding — moving cards from a player's hand to their graveyard; the player chooses which (701.9b).

import { expectAnswer } from "../procedure/answers.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import type { Draft } from "../kernel/draft.ts";
import type { ObjectId, PlayerId } from "../kernel/state.ts";
import { emit } from "../events/emit.ts";
import { inGame } from "./players.ts";
import { putIntoGraveyard, takeFromHand } from "./zones.ts";

/**
 * The player discards `count` cards of their choice (their whole hand if it has no more); `rule` is why, `by` the controller
 * of the spell or ability that makes them.
 */
export function discardChosen(ctx: ProcedureContext, player: PlayerId, count: number, rule: string, by?: PlayerId): void {
  const d = ctx.d;
  if (!inGame(d.state, player) || count <= 0) return;
  const hand = d.state.players[player]!.hand;
  const n = Math.min(count, hand.length);
  if (n === 0) return;
  const chosen =
    n === hand.length
      ? hand.map((c) => c.id)
      : (() => {
          const answer = ctx.ask(player, () => ({ kind: "discard", count: n, options: d.state.players[player]!.hand.map((c) => c.id) }));
          return answer ? expectAnswer(answer, "cards").cards : hand.slice(0, n).map((c) => c.id);
        })();
  for (const id of chosen) discardCard(d, player, id, rule, by);
}

/** 701.9b: the player discards `count` cards chosen at random from their hand (their whole hand if it has no more). */
export function discardAtRandom(d: Draft, player: PlayerId, count: number, rule: string): void {
  if (!inGame(d.state, player) || count <= 0) return;
  const left = d.state.players[player]!.hand.map((c) => c.id);
  const chosen: ObjectId[] = [];
  while (chosen.length < count && left.length > 0) chosen.push(left.splice(d.random(left.length), 1)[0]!);
  for (const id of chosen) discardCard(d, player, id, rule);
}

/** 701.9a: a card leaves its owner's hand for their graveyard (it stays in the hand while a player chooses among replacement effects, 616.1). */
export function discardCard(d: Draft, player: PlayerId, id: ObjectId, rule?: string, by?: PlayerId): void {
  const card = d.state.players[player]!.hand.find((c) => c.id === id)!;
  putIntoGraveyard(d, card.card, card.owner, "hand", id, undefined, () => {
    takeFromHand(d, player, id);
    emit(d, { type: "discarded", player, card: id, name: card.card, ...(rule ? { rule } : {}), ...(by === undefined ? {} : { by }) });
  });
}
