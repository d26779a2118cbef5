// Players losing and leaving the game, and the end of the game (104, 800.4).

import type { Draft } from "../kernel/draft.ts";
import type { GameState, LeaveReason, PlayerId } from "../kernel/state.ts";
import { staticEffects } from "../layers/battlefield-facts.ts";
import { exilePermanent, removePermanent } from "./zones.ts";
import { controllerOf } from "../layers/characteristics.ts";
import { emit } from "../events/emit.ts";
import { replace } from "../events/replacement.ts";
import { shownName } from "../layers/printed.ts";
import { revealAllFaceDown } from "./face-down.ts";

export function inGame(state: GameState, player: PlayerId): boolean {
  return state.players[player]?.status === "playing";
}

export function playersInGame(state: GameState): PlayerId[] {
  return state.players.filter((p) => p.status === "playing").map((p) => p.id);
}

/** The next player after `player` in turn order who is still in the game (101.4, 800.4j). */
export function nextInTurnOrder(state: GameState, player: PlayerId): PlayerId {
  const n = state.players.length;
  for (let i = 1; i <= n; i++) {
    const candidate = (player + i) % n;
    if (inGame(state, candidate)) return candidate;
  }
  return player;
}

/** Players still in the game in APNAP order: the active player first, then the others in turn order (101.4). */
export function apnapOrder(state: GameState): PlayerId[] {
  const n = state.players.length;
  const order: PlayerId[] = [];
  for (let i = 0; i < n; i++) {
    const p = (state.turn.active + i) % n;
    if (inGame(state, p)) order.push(p);
  }
  return order;
}

export function opponentsOf(state: GameState, player: PlayerId): PlayerId[] {
  return playersInGame(state).filter((p) => p !== player);
}

/**
 * Players who lose at the same time (704.5a–c, or simultaneous concessions) lose together; the game then
 * ends if at most one player remains: a win for that player (104.2a) or a draw when none does (104.4a).
 */
export function losePlayers(d: Draft, all: readonly { player: PlayerId; reason: string; rule: string }[]): void {
  // 104.3a: conceding can't be stopped; other ways of losing can.
  const losers = all.filter((l) => l.rule === "104.3a" || !cantLose(d, l.player));
  if (losers.length === 0) return;
  for (const l of losers) {
    d.player(l.player).status = "lost";
    emit(d, { type: "playerLost", player: l.player, reason: l.reason, rule: l.rule });
  }
  for (const l of losers) removeFromGame(d, l.player);
  checkGameEnd(
    d,
    losers.map((l) => l.player),
  );
}

/** 104.3: whether an effect says the player can't lose the game ("You can't lose the game", of a permanent they control). */
export function cantLose(d: Draft, player: PlayerId): boolean {
  return staticEffects(d, "cantLoseGame").some(({ perm }) => controllerOf(d, perm) === player);
}

/** 104.2: whether an effect says the player can't win the game ("your opponents can't win the game", of an opponent's permanent). */
export function cantWin(d: Draft, player: PlayerId): boolean {
  return staticEffects(d, "cantLoseGame").some(({ perm }) => controllerOf(d, perm) !== player);
}

/** 104.3a: a player may concede at any time; they leave the game and lose it. */
export function leaveGame(d: Draft, player: PlayerId, reason: LeaveReason): void {
  if (!inGame(d.state, player)) return;
  emit(d, { type: "playerLeft", player, reason });
  losePlayers(d, [{ player, reason: reason === "conceded" ? "conceded" : "ran out of time", rule: "104.3a" }]);
}

/**
 * 800.4a: everything the player owns leaves the game; abilities they control on the stack cease to exist.
 * If they had priority, it passes to the next player in turn order (done by the caller, which knows the flow).
 */
function removeFromGame(d: Draft, player: PlayerId): void {
  // 708.9: the face-down permanents and spells the player owns are revealed.
  revealAllFaceDown(d, player);
  const pl = d.player(player);
  pl.library = [];
  pl.hand = [];
  pl.graveyard = [];
  for (const perm of d.state.battlefield.filter((p) => p.owner === player)) removePermanent(d, perm.id);
  // Effects that gave the player control of objects end (the object view leaves out those of static abilities
  // for a player no longer playing); then what the player still controls is exiled.
  d.state.effects = d.state.effects.filter(
    (e) => !(e.kind === "characteristics" && e.modifications.some((m) => m.kind === "gainControl" && (m.player ?? e.controller) === player)),
  );
  for (const perm of d.state.battlefield.filter((p) => controllerOf(d, p) === player))
    exilePermanent(d, perm.id, { reason: `its controller left the game`, rule: "800.4a" });
  if (d.state.stack.some((o) => (o.kind === "spell" ? o.owner : o.controller) === player)) {
    for (const o of d.state.stack)
      if ((o.kind === "spell" ? o.owner : o.controller) === player)
        emit(d, { type: "stackRemoved", object: o.id, name: o.kind === "spell" ? shownName(o) : o.sourceCard, reason: "left", rule: "800.4a" });
    d.state.stack = d.state.stack.filter((o) => (o.kind === "spell" ? o.owner : o.controller) !== player);
  }
  if (d.state.exile.some((c) => c.owner === player)) d.state.exile = d.state.exile.filter((c) => c.owner !== player);
  // Other continuous effects the player created stay.
}

function checkGameEnd(d: Draft, lastLosers: readonly PlayerId[]): void {
  const remaining = playersInGame(d.state);
  if (remaining.length > 1) return;
  const winners = remaining;
  for (const w of winners) d.player(w).status = "won";
  // 104.4a: if all the players remaining lose simultaneously, the game is a draw for them.
  if (winners.length === 0) for (const p of lastLosers) d.player(p).status = "draw";
  d.state.result = { winners, draw: winners.length === 0 };
  d.state.prompt = null;
  d.state.pending = null;
  d.state.priority = null;
  // 708.9: at the end of the game, every face-down permanent and spell is revealed.
  revealAllFaceDown(d);
  emit(d, { type: "gameOver", winners, draw: winners.length === 0 });
}

/** Life gain and loss (119.3); damage to a player causes loss of life (120.3a). Gaining life may be replaced (614.1a). */
export function changeLife(d: Draft, player: PlayerId, delta: number): void {
  if (delta === 0 || !inGame(d.state, player)) return;
  let change = delta;
  // 119.7: an effect says players can't gain life.
  if (delta > 0 && staticEffects(d, "playersCantGainLife").length > 0) return;
  if (delta > 0) {
    const event = replace(d, { kind: "gainLife", player, amount: delta });
    if (event?.kind !== "gainLife") return;
    change = event.amount;
  }
  const pl = d.player(player);
  const from = pl.life;
  pl.life = from + change;
  if (change > 0) pl.lifeGainedThisTurn += change;
  emit(d, { type: "lifeChanged", player, from, to: pl.life });
}
