// Effects that look at or reveal a player's hand and have another player choose cards from it (701.20, 701.9b), and
// that move a whole hand through its owner's library (701.23d).

import type { ObjectFilter } from "../../card-language/card-definition.ts";
import { cardFacts, matchesFilter } from "../layers/characteristics.ts";
import { expectAnswer } from "../procedure/answers.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import type { ObjectId, PlayerId } from "../kernel/state.ts";
import { emit } from "../events/emit.ts";
import { inGame } from "../objects/players.ts";
import { discardCard } from "../objects/discard.ts";
import { putIntoHand, shuffleLibrary, takeFromHand } from "../objects/zones.ts";
import { chooseOrder } from "../objects/arrange.ts";

/** What happens to the cards chosen from a hand: discarded (701.9b), or put on top of their owner's library in any order. */
export type ChosenFromHand = "discard" | "libraryTop";

/**
 * "[Player] reveals their hand" / "Look at [player]'s hand", then "[you] choose N [filter] cards from it" and they are
 * discarded or put on top of that player's library (the chooser orders them). The chooser sees the hand first
 * (701.20a, 701.20e), and names the cards chosen: cards of one name in a hand are alike for this choice.
 */
export function chooseFromHand(
  ctx: ProcedureContext,
  chooser: PlayerId,
  object: ObjectId,
  player: PlayerId,
  spec: { readonly count: number; readonly filter: ObjectFilter; readonly reveal: boolean; readonly action: ChosenFromHand },
): void {
  const d = ctx.d;
  if (!inGame(d.state, player)) return;
  const hand = d.state.players[player]!.hand;
  const names = hand.map((c) => c.card);
  emit(d, spec.reveal ? { type: "revealed", player, from: "hand", names } : { type: "handLookedAt", viewer: chooser, player, names });
  const left = hand.filter((c) => matchesFilter(cardFacts(d, d.def(c.card), c.owner), spec.filter, chooser));
  const chosen: ObjectId[] = [];
  while (chosen.length < spec.count && left.length > 0) {
    const options = [...new Set(left.map((c) => c.card))];
    const text = spec.action === "discard" ? `choose a card for ${d.state.players[player]!.name} to discard` : "choose a card to put on top of the library";
    const answer = options.length === 1 ? undefined : ctx.ask(chooser, () => ({ kind: "chooseOption", object, text, options }));
    const pick = answer ? expectAnswer(answer, "option").option : options[0]!;
    chosen.push(
      ...left
        .splice(
          left.findIndex((c) => c.card === pick),
          1,
        )
        .map((c) => c.id),
    );
  }
  if (spec.action === "discard") {
    for (const id of chosen) discardCard(d, player, id, "701.9b");
    return;
  }
  const byName = new Map(chosen.map((id) => [id, hand.find((c) => c.id === id)!.card]));
  const order = chooseOrder(ctx, chooser, object, [...byName.values()], "the card to put on top next (the first chosen is the top card)");
  // The last named goes on first, so the first named ends on top.
  const pending = [...chosen];
  for (const name of [...order].reverse()) {
    const id = pending.splice(
      pending.findIndex((c) => byName.get(c) === name),
      1,
    )[0]!;
    putOnTopFromHand(ctx, player, id);
  }
}

/** A card leaves its owner's hand for the top of their library (a hidden zone: its name goes to its owner only). */
function putOnTopFromHand(ctx: ProcedureContext, player: PlayerId, id: ObjectId): void {
  const d = ctx.d;
  const card = takeFromHand(d, player, id);
  if (!card) return;
  d.library(player).unshift(card.card);
  emit(d, { type: "zoneChanged", name: card.card, owner: player, from: "hand", to: "library", oldId: id, newId: null });
}

/**
 * "[Player] puts the cards from their hand on top of their library. Search that player's library for that many cards.
 * The player puts those cards into their hand, then shuffles." The searcher must find that many (701.23d). The order the
 * cards go on top in doesn't matter: the searcher sees the whole library, which is then shuffled.
 */
export function handOnTopThenSearch(ctx: ProcedureContext, searcher: PlayerId, object: ObjectId, player: PlayerId): void {
  const d = ctx.d;
  if (!inGame(d.state, player)) return;
  const ids = d.state.players[player]!.hand.map((c) => c.id);
  for (const id of [...ids].reverse()) putOnTopFromHand(ctx, player, id);
  const found: number[] = [];
  while (found.length < ids.length) {
    const options = d.state.players[player]!.library.map((name, index) => ({ index, name })).filter((o) => !found.includes(o.index));
    if (options.length === 0) break;
    const answer = ctx.ask(searcher, () => ({ kind: "searchLibrary", object, options, library: player, mustFind: true }));
    found.push(answer ? (expectAnswer(answer, "libraryCard").index ?? options[0]!.index) : options[0]!.index);
  }
  // The cards found leave the library together, highest position first so the others keep theirs.
  const names = [...found].sort((a, b) => b - a).map((index) => d.library(player).splice(index, 1)[0]!);
  for (const name of names.reverse()) putIntoHand(d, name, player, "library", null);
  shuffleLibrary(d, player);
}
