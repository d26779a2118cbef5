// Effects that look at, reveal, reorder and move cards of a library (401): the cards there are names only, in order,
// top first; a player who looks at some of them is told their names in their own prompts, not in events (401.2).

import type { ObjectFilter } from "../../card-language/card-definition.ts";
import { cardFacts, matchesFilter } from "../layers/characteristics.ts";
import { expectAnswer } from "../procedure/answers.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import type { ObjectId, PlayerId } from "../kernel/state.ts";
import { emit } from "../events/emit.ts";
import { inGame } from "../objects/players.ts";
import { putIntoGraveyard, putIntoHand, shuffleInPlace, shuffleLibrary } from "../objects/zones.ts";
import { chooseOrder } from "../objects/arrange.ts";

/**
 * Where the cards looked at go: back on top, or on the bottom, in an order their owner chooses; on the bottom in a
 * random order; or into the graveyard.
 */
export type LookedAtRest = "top" | "bottom" | "bottomRandom" | "graveyard";

/**
 * "Look at the top N cards of your library[. You may reveal a [filter] card from among them and put it into your
 * hand / Put [two] of them into your hand]. Put [them back / the rest on the bottom of your library] in any order /
 * … in a random order / the rest into your graveyard."
 */
export function lookAtTop(
  ctx: ProcedureContext,
  player: PlayerId,
  object: ObjectId,
  amount: number,
  take: ObjectFilter | undefined,
  rest: LookedAtRest,
  takeExactly = 0,
): void {
  const d = ctx.d;
  if (!inGame(d.state, player)) return;
  const kept = d.state.players[player]!.library.slice(0, amount);
  if (kept.length === 0) return;
  const toHand = (pick: string, revealed: boolean): void => {
    d.library(player).splice(kept.indexOf(pick), 1);
    kept.splice(kept.indexOf(pick), 1);
    if (revealed) emit(d, { type: "revealed", player, from: "library", names: [pick] });
    putIntoHand(d, pick, player, "library", null);
  };
  // The cards stay in the library while the player decides (every card is always in a zone).
  if (take) {
    const options = [...new Set(kept.filter((name) => matchesFilter(cardFacts(d, d.def(name), player), take, player)))];
    const answer =
      options.length === 0
        ? undefined
        : ctx.ask(player, () => ({ kind: "chooseOption", object, text: "reveal a card and put it into your hand", options: [...options, "none"] }));
    const pick = answer ? expectAnswer(answer, "option").option : "none";
    if (pick !== "none") toHand(pick, true);
  }
  for (let i = 0; i < takeExactly && kept.length > 0; i++) {
    const options = [...new Set(kept)];
    const answer =
      options.length === 1 ? undefined : ctx.ask(player, () => ({ kind: "chooseOption", object, text: "the card to put into your hand", options }));
    toHand(answer ? expectAnswer(answer, "option").option : kept[0]!, false);
  }
  if (rest === "graveyard") {
    d.library(player).splice(0, kept.length);
    for (const name of kept) putIntoGraveyard(d, name, player, "library", null);
    return;
  }
  // "In a random order": no one chooses it.
  if (rest === "bottomRandom") shuffleInPlace(d, kept);
  const ordered =
    rest === "bottomRandom"
      ? kept
      : chooseOrder(
          ctx,
          player,
          object,
          kept,
          `the card to put ${rest === "top" ? "on top (the first chosen is the top card)" : "on the bottom (the first chosen is the bottom card)"} next`,
        );
  d.library(player).splice(0, kept.length);
  if (rest === "top") d.library(player).unshift(...ordered);
  else d.library(player).push(...ordered.reverse());
}

/** Where one of the cards looked at goes, in "Put one of those cards into your hand, one on top …". */
export type Destination = "hand" | "top" | "bottom";

/**
 * "Look at the top N cards of your library. Put one of those cards into your hand, one on top of your library, and one
 * on the bottom of your library": one card to each destination, in the order listed (with fewer cards, the first
 * destinations get them).
 */
export function lookAtTopAndDistribute(ctx: ProcedureContext, player: PlayerId, object: ObjectId, destinations: readonly Destination[]): void {
  const d = ctx.d;
  if (!inGame(d.state, player)) return;
  const left = d.state.players[player]!.library.slice(0, destinations.length);
  const looked = left.length;
  const placed: [Destination, string][] = [];
  for (const where of destinations.slice(0, left.length)) {
    const options = [...new Set(left)];
    const text = where === "hand" ? "the card to put into your hand" : `the card to put on the ${where} of your library`;
    const answer = options.length === 1 ? undefined : ctx.ask(player, () => ({ kind: "chooseOption", object, text, options }));
    const pick = answer ? expectAnswer(answer, "option").option : left[0]!;
    placed.push([where, left.splice(left.indexOf(pick), 1)[0]!]);
  }
  // The cards leave the top of the library once every choice is made (every card is always in a zone).
  d.library(player).splice(0, looked);
  for (const [where, name] of placed) {
    if (where === "hand") putIntoHand(d, name, player, "library", null);
    else if (where === "top") d.library(player).unshift(name);
    else d.library(player).push(name);
  }
}

/** "[Player] reveals the top card of their library." (701.20a) */
export function revealTop(ctx: ProcedureContext, player: PlayerId): void {
  const d = ctx.d;
  const top = d.state.players[player]?.library[0];
  if (top !== undefined && inGame(d.state, player)) emit(d, { type: "revealed", player, from: "library", names: [top] });
}

/** "[Player] shuffles their graveyard into their library": every card there moves to the library, then it is shuffled (701.24). */
export function shuffleGraveyardIntoLibrary(ctx: ProcedureContext, player: PlayerId): void {
  const d = ctx.d;
  if (!inGame(d.state, player)) return;
  const cards = d.graveyard(player).splice(0);
  for (const card of cards) {
    d.library(player).push(card.card);
    emit(d, { type: "zoneChanged", name: card.card, owner: player, from: "graveyard", to: "library", oldId: card.id, newId: null });
  }
  shuffleLibrary(d, player);
}
