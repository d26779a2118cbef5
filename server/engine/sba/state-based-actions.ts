// 704: state-based actions. All that apply are performed at once, then the check repeats until none
// apply (704.3). Choices they need (the legend rule) are made first, in APNAP order (101.4).

import { expectAnswer } from "../procedure/answers.ts";
import { characteristics, controllerOf, keywordsOf, powerToughness, protectedFrom } from "../layers/characteristics.ts";
import { rulesText } from "../layers/copiable.ts";
import type { Draft } from "../kernel/draft.ts";
import { perGame } from "../kernel/game-memo.ts";
import { apnapOrder, cantLose, inGame, losePlayers } from "../objects/players.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import type { ObjectId, Permanent, PlayerId } from "../kernel/state.ts";
import { permanentToGraveyard } from "../objects/zones.ts";
import { withCount } from "../objects/counters.ts";
import { emit } from "../events/emit.ts";
import { destroy } from "../effects/effects.ts";
import { shownName } from "../layers/printed.ts";
import { canEnchant } from "../objects/attach.ts";

interface Move {
  readonly id: ObjectId;
  readonly reason: string;
  readonly rule: string;
  /** 704.5g, 704.5h destroy (regeneration can replace it, 701.19a); the others put into the graveyard. */
  readonly destroys?: boolean;
}

/** Performs state-based actions until none apply; returns whether any was performed. */
export function performStateBasedActions(ctx: ProcedureContext): boolean {
  const d = ctx.d;
  let any = false;
  for (;;) {
    const losers = playerLosses(d);
    const annihilate: ObjectId[] = [];
    const moves = permanentMoves(d, annihilate);
    const unattach = illegalAttachments(d);
    const legendMoves = legendRule(ctx);
    // 704.5b, 704.5h look at what happened "since the last time state-based actions were checked": this is a check.
    for (const p of d.state.players) if (p.drewFromEmptyLibrary) d.player(p.id).drewFromEmptyLibrary = false;
    if (d.state.deathtouched.length > 0) d.state.deathtouched = [];
    if (
      losers.length === 0 &&
      moves.length === 0 &&
      legendMoves.length === 0 &&
      unattach.length === 0 &&
      annihilate.length === 0 &&
      !tokensOutsideBattlefield(d)
    )
      return any;
    any = true;
    // 704.3: performed simultaneously — dying creatures see each other die (603.10a).
    d.simultaneously(() => {
      for (const m of [...moves, ...legendMoves])
        if (m.destroys) destroy(d, m.id, m.reason, m.rule);
        else permanentToGraveyard(d, m.id, { reason: m.reason, rule: m.rule });
    });
    for (const { id, rule } of unattach) {
      // One that left the battlefield as another action was performed at the same time (a 0/0 Equipment creature, 704.5f) isn't attached to anything any more.
      const perm = d.permanent(id);
      if (!perm) continue;
      perm.attachedTo = null;
      emit(d, { type: "unattached", object: id, name: shownName(perm), rule });
    }
    for (const id of annihilate) annihilateCounters(d, id);
    removeTokensOutsideBattlefield(d);
    if (losers.length > 0) losePlayers(d, losers);
    if (d.state.result) return true;
  }
}

function playerLosses(d: Draft): { player: PlayerId; reason: string; rule: string }[] {
  const out: { player: PlayerId; reason: string; rule: string }[] = [];
  for (const p of d.state.players) {
    // 104.3: a player who can't lose doesn't, and stays in the game.
    if (p.status !== "playing" || cantLose(d, p.id)) continue;
    if (p.life <= 0) out.push({ player: p.id, reason: "life total is 0 or less", rule: "704.5a" });
    else if (p.drewFromEmptyLibrary) out.push({ player: p.id, reason: "attempted to draw from an empty library", rule: "704.5b" });
    else if ((p.counters.poison ?? 0) >= 10) out.push({ player: p.id, reason: "has ten or more poison counters", rule: "704.5c" });
  }
  return out;
}

function permanentMoves(d: Draft, annihilate: ObjectId[] = []): Move[] {
  const out: Move[] = [];
  const { state } = d;
  for (const perm of state.battlefield) {
    const chars = characteristics(d, perm);
    if (chars.types.includes("Creature")) {
      const { toughness } = powerToughness(d, perm);
      // 702.12b: lethal damage and deathtouch destroy; an indestructible creature isn't destroyed (but 704.5f still applies).
      if (toughness <= 0) out.push({ id: perm.id, reason: "its toughness is 0 or less", rule: "704.5f" });
      else if (perm.damage >= toughness && destructible(d, perm))
        out.push({ id: perm.id, reason: "it has lethal damage marked on it", rule: "704.5g", destroys: true });
      else if (perm.damage > 0 && state.deathtouched.includes(perm.id) && destructible(d, perm))
        out.push({ id: perm.id, reason: "it was dealt damage by a source with deathtouch", rule: "704.5h", destroys: true });
    }
    // 704.5i, 306.5c: a planeswalker's loyalty is its number of loyalty counters.
    if (chars.types.includes("Planeswalker") && (perm.counters.loyalty ?? 0) <= 0 && !out.some((m) => m.id === perm.id))
      out.push({ id: perm.id, reason: "it has 0 loyalty", rule: "704.5i" });
    // 704.5q: +1/+1 and -1/-1 counters on the same permanent annihilate.
    if ((perm.counters["+1/+1"] ?? 0) > 0 && (perm.counters["-1/-1"] ?? 0) > 0) annihilate.push(perm.id);
    if (chars.subtypes.includes("Aura") && !auraLegallyAttached(d, perm))
      out.push({ id: perm.id, reason: "it isn't attached to a legal object", rule: "704.5m" });
  }
  return out;
}

function destructible(d: Draft, perm: Permanent): boolean {
  return !keywordsOf(d, perm).includes("Indestructible");
}

/**
 * 303.4c, 702.16c: an Aura must be attached to an object its enchant ability allows, without protection from it, or to
 * a player it allows who is still in the game (800.4).
 */
function auraLegallyAttached(d: Draft, aura: Permanent): boolean {
  if (aura.attachedToPlayer !== undefined) return rulesText(d, aura).enchant?.players !== null && inGame(d.state, aura.attachedToPlayer);
  if (aura.attachedTo === null) return false;
  const host = d.state.battlefield.find((p) => p.id === aura.attachedTo);
  return host !== undefined && canEnchant(d, rulesText(d, aura), characteristics(d, aura), controllerOf(d, aura), host);
}

/**
 * 704.5n, 702.16d: Equipment attached to something that isn't a creature on the battlefield, or with protection from
 * it, becomes unattached. 704.5p: so does a creature attached to anything (an Equipment made a creature, 301.5c), and
 * a noncreature permanent attached to anything that is neither an Aura nor an Equipment.
 */
function illegalAttachments(d: Draft): readonly Unattach[] {
  let out: Unattach[] | null = null;
  for (const perm of d.state.battlefield) {
    if (perm.attachedTo === null) continue;
    const attached = characteristics(d, perm);
    if (attached.types.includes("Creature") || !(attached.subtypes.includes("Equipment") || attached.subtypes.includes("Aura"))) {
      (out ??= []).push({ id: perm.id, rule: "704.5p" });
      continue;
    }
    if (!attached.subtypes.includes("Equipment")) continue;
    const host = d.state.battlefield.find((p) => p.id === perm.attachedTo);
    const legal = host !== undefined && characteristics(d, host).types.includes("Creature") && !protectedFrom(keywordsOf(d, host), attached);
    if (!legal) (out ??= []).push({ id: perm.id, rule: "704.5n" });
  }
  return out ?? NO_UNATTACH;
}

interface Unattach {
  readonly id: ObjectId;
  readonly rule: string;
}
const NO_UNATTACH: readonly Unattach[] = [];

/** 704.5d: a token in a zone other than the battlefield ceases to exist. Zone moves flag such tokens (zones.ts). */
function tokensOutsideBattlefield(d: Draft): boolean {
  return d.state.strayTokens;
}

function removeTokensOutsideBattlefield(d: Draft): void {
  if (!tokensOutsideBattlefield(d)) return;
  d.state.strayTokens = false;
  for (const p of d.state.players) {
    // Put into a library (on top, on the bottom or shuffled in), a token is a name there like any card (400.7).
    if (p.library.some((name) => d.def(name).token)) {
      const library = d.library(p.id);
      for (let i = library.length - 1; i >= 0; i--) {
        const name = library[i]!;
        if (!d.def(name).token) continue;
        library.splice(i, 1);
        emit(d, { type: "ceasedToExist", object: null, name, owner: p.id, zone: "library", rule: "704.5d" });
      }
    }
    for (const c of p.hand.filter((h) => d.def(h.card).token)) {
      d.hand(p.id).splice(
        d.state.players[p.id]!.hand.findIndex((h) => h.id === c.id),
        1,
      );
      emit(d, { type: "ceasedToExist", object: c.id, name: c.card, owner: c.owner, zone: "hand", rule: "704.5d" });
    }
    for (const c of p.graveyard.filter((g) => d.def(g.card).token)) {
      d.graveyard(p.id).splice(
        d.state.players[p.id]!.graveyard.findIndex((g) => g.id === c.id),
        1,
      );
      emit(d, { type: "ceasedToExist", object: c.id, name: c.card, owner: c.owner, zone: "graveyard", rule: "704.5d" });
    }
  }
  for (const c of d.state.exile.filter((x) => d.def(x.card).token)) {
    d.exile().splice(
      d.state.exile.findIndex((x) => x.id === c.id),
      1,
    );
    emit(d, { type: "ceasedToExist", object: c.id, name: c.card, owner: c.owner, zone: "exile", rule: "704.5d" });
  }
}

/** 704.5j: a player with two or more legendary permanents of the same name keeps one of their choice. */
function legendRule(ctx: ProcedureContext): Move[] {
  const d = ctx.d;
  const out: Move[] = [];
  if (!legendRuleApplies(d)) return out;
  for (const player of apnapOrder(d.state)) {
    const byName = new Map<string, ObjectId[]>();
    for (const perm of d.state.battlefield) {
      const chars = characteristics(d, perm);
      if (chars.controller !== player || !chars.supertypes.includes("Legendary")) continue;
      // The name in the object view: a copy has the copied name (707.2).
      byName.set(chars.name, [...(byName.get(chars.name) ?? []), perm.id]);
    }
    for (const [name, ids] of byName) {
      if (ids.length < 2) continue;
      const answer = ctx.ask(player, () => ({ kind: "legendRule", name, options: ids }));
      const keep = answer ? expectAnswer(answer, "choose").object : ids[0];
      for (const id of ids) if (id !== keep) out.push({ id, reason: "of the legend rule", rule: "704.5j" });
    }
  }
  return out;
}

function legendRuleApplies(d: Draft): boolean {
  let seen: Set<string> | null = null;
  for (const perm of d.state.battlefield) {
    const chars = characteristics(d, perm);
    if (!chars.supertypes.includes("Legendary")) continue;
    const key = `${chars.controller}:${chars.name}`;
    if (seen?.has(key)) return true;
    (seen ??= new Set()).add(key);
  }
  return false;
}

/** Whether any state-based action would be performed now, without performing it (117.5, 514.3a). */
export function stateBasedActionsApply(d: Draft): boolean {
  return playerLosses(d).length > 0 || tokensOutsideBattlefield(d) || permanentsNeedActions(d);
}

interface Quiet {
  readonly cards: Draft["cards"];
  readonly battlefield: unknown;
  readonly effects: unknown;
  readonly deathtouched: unknown;
}

/** The game's last battlefield found to need no state-based action, with the other parts of the state that finding rests on. */
const quietMemo = perGame((): { last: Quiet | null } => ({ last: null }));

/**
 * Whether a state-based action applies to permanents (704.5f–h, j, m, n, q). That depends only on the
 * battlefield, the effects and the deathtouch record, and most checks find the same quiet battlefield as the
 * check before (players pass priority): that one is remembered while those parts are frozen (draft.ts).
 */
function permanentsNeedActions(d: Draft): boolean {
  const { state, cards } = d;
  const m = quietMemo(state);
  const q = m.last;
  if (q && q.battlefield === state.battlefield && q.effects === state.effects && q.deathtouched === state.deathtouched && q.cards === cards) return false;
  const annihilate: ObjectId[] = [];
  if (permanentMoves(d, annihilate).length > 0 || annihilate.length > 0 || legendRuleApplies(d) || illegalAttachments(d).length > 0) return true;
  // The deathtouch record is always replaced, never edited.
  if (d.isFrozen(state.battlefield) && d.isFrozen(state.effects))
    m.last = { cards, battlefield: state.battlefield, effects: state.effects, deathtouched: state.deathtouched };
  return false;
}

function annihilateCounters(d: Draft, id: ObjectId): void {
  const perm = d.permanent(id);
  if (!perm) return;
  const n = Math.min(perm.counters["+1/+1"] ?? 0, perm.counters["-1/-1"] ?? 0);
  perm.counters = withCount(withCount(perm.counters, "+1/+1", (perm.counters["+1/+1"] ?? 0) - n), "-1/-1", (perm.counters["-1/-1"] ?? 0) - n);
  emit(d, { type: "countersAnnihilated", object: id, name: shownName(perm), amount: n, rule: "704.5q" });
}
