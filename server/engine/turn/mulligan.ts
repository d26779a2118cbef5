// 103.5: opening hands. The London mulligan by default; the seed's older rule (004, 101.4: the starting
// player takes all their mulligans first, shuffling the hand back and drawing one card fewer each time,
// then each other player in turn) with the option mulligan: "paris".

import { expectAnswer } from "../procedure/answers.ts";
import type { Draft } from "../kernel/draft.ts";
import { inGame } from "../objects/players.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import type { PlayerId } from "../kernel/state.ts";
import { drawCards, enterBattlefield, shuffleLibrary, takeFromHand } from "../objects/zones.ts";
import { factsOf } from "../layers/definition-facts.ts";
import { emit } from "../events/emit.ts";

const STARTING_HAND = 7;

export function takeMulligans(ctx: ProcedureContext): void {
  if (ctx.d.state.options.mulligan === "paris") parisMulligans(ctx);
  else londonMulligans(ctx);
  openingHandActions(ctx);
}

/**
 * 103.6, 103.6a: once the mulligans are done, the starting player and then each other player in turn order may begin
 * the game with cards from their opening hand on the battlefield, one at a time, as those cards allow.
 */
function openingHandActions(ctx: ProcedureContext): void {
  const d = ctx.d;
  for (const player of turnOrderFromStart(d))
    for (;;) {
      const options = d.state.players[player]!.hand.filter((c) => factsOf(d.def(c.card)).statics.has("beginOnBattlefield")).map((c) => c.id);
      if (options.length === 0 || !inGame(d.state, player)) break;
      const text = "begin the game with a card from your opening hand on the battlefield (103.6a)";
      const answer = ctx.ask(player, () => ({ kind: "chooseObject", object: -1, text, options, optional: true }));
      if (!answer || answer.kind === "decline") break;
      const id = expectAnswer(answer, "choose").object;
      const name = d.state.players[player]!.hand.find((c) => c.id === id)!.card;
      enterBattlefield(d, name, player, player, "hand", { leave: () => takeFromHand(d, player, id) });
    }
}

function turnOrderFromStart(d: Draft): PlayerId[] {
  const n = d.state.players.length;
  return Array.from({ length: n }, (_, i) => (d.state.startingPlayer + i) % n);
}

/** Shuffles the hand into the library and draws `count` cards. */
function redraw(d: Draft, player: PlayerId, count: number): void {
  const hand = d.state.players[player]!.hand;
  d.library(player).push(...hand.map((c) => c.card));
  d.player(player).hand = [];
  shuffleLibrary(d, player);
  drawCards(d, player, count);
}

/** 103.5c: in multiplayer games the first mulligan is free. */
function cardsToBottom(d: Draft, mulligans: number): number {
  return Math.max(0, d.state.players.length > 2 ? mulligans - 1 : mulligans);
}

function londonMulligans(ctx: ProcedureContext): void {
  const d = ctx.d;
  const deciding = new Set(turnOrderFromStart(d));
  while (deciding.size > 0) {
    const taking: PlayerId[] = [];
    // Each player declares in turn order, starting with the starting player.
    for (const player of turnOrderFromStart(d)) {
      if (!deciding.has(player)) continue;
      const pl = d.state.players[player]!;
      // A player can take mulligans until their opening hand would be zero cards.
      if (pl.hand.length === 0 || !inGame(d.state, player)) {
        deciding.delete(player);
        continue;
      }
      const answer = ctx.ask(player, () => ({ kind: "mulligan", handSize: pl.hand.length, mulligans: pl.mulligans }));
      if (!answer) {
        deciding.delete(player);
        continue;
      }
      const keep = expectAnswer(answer, "keep", "mulligan").kind === "keep";
      emit(d, { type: "mulliganDeclared", player, keep });
      if (keep) deciding.delete(player);
      else taking.push(player);
    }
    // All players who decided to take mulligans do so at the same time (those who left since don't).
    const mulliganing = taking.filter((p) => inGame(d.state, p));
    for (const player of mulliganing) {
      redraw(d, player, STARTING_HAND);
      d.player(player).mulligans++;
      emit(d, { type: "mulliganTaken", player, handSize: STARTING_HAND });
    }
    for (const player of mulliganing) {
      const count = Math.min(cardsToBottom(d, d.state.players[player]!.mulligans), d.state.players[player]!.hand.length);
      if (count === 0) continue;
      const answer = ctx.ask(player, () => ({ kind: "bottomCards", count, options: d.state.players[player]!.hand.map((c) => c.id) }));
      if (answer) putOnBottom(d, player, expectAnswer(answer, "cards").cards);
    }
  }
}

function putOnBottom(d: Draft, player: PlayerId, ids: readonly number[]): void {
  const hand = d.hand(player);
  const names: string[] = [];
  for (const id of ids) {
    const index = hand.findIndex((c) => c.id === id);
    names.push(hand.splice(index, 1)[0]!.card);
  }
  d.library(player).push(...names);
  emit(d, { type: "putOnBottom", player, count: names.length, cards: ids, names });
}

function parisMulligans(ctx: ProcedureContext): void {
  const d = ctx.d;
  for (const player of turnOrderFromStart(d)) {
    for (;;) {
      const pl = d.state.players[player]!;
      if (pl.hand.length === 0 || !inGame(d.state, player)) break;
      const answer = ctx.ask(player, () => ({ kind: "mulligan", handSize: pl.hand.length, mulligans: pl.mulligans }));
      if (!answer) break;
      const keep = expectAnswer(answer, "keep", "mulligan").kind === "keep";
      emit(d, { type: "mulliganDeclared", player, keep });
      if (keep) break;
      const size = pl.hand.length - 1;
      redraw(d, player, size);
      d.player(player).mulligans++;
      emit(d, { type: "mulliganTaken", player, handSize: size });
    }
  }
}
