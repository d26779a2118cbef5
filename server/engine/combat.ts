// 506–511: combat. Declaring attackers and blockers and assigning combat damage are turn-based actions
// (508.1, 509.1, 510.1) made by prompts; combat damage is then dealt simultaneously (510.2).

import { expectAnswer } from "./answers.ts";
import { powerToughness } from "./characteristics.ts";
import type { Draft } from "./draft.ts";
import { dealDamage } from "./effects.ts";
import { summoningSick } from "./mana.ts";
import { apnapOrder, inGame, opponentsOf } from "./players.ts";
import type { ProcedureContext } from "./procedure.ts";
import type { AttackOption, BlockOption } from "./prompt.ts";
import type { Attacker, Blocker, ObjectId, PlayerId, Target } from "./state.ts";

function isCreature(d: Draft, card: string): boolean {
  return d.def(card).types.includes("Creature");
}

/** 508.1a: untapped creatures the active player has controlled continuously since the turn began; each may attack any opponent (802). */
export function attackOptions(d: Draft): AttackOption[] {
  const { state } = d;
  const active = state.turn.active;
  const defenders = opponentsOf(state, active);
  if (defenders.length === 0) return [];
  return state.battlefield
    .filter((p) => p.controller === active && !p.tapped && isCreature(d, p.card) && !summoningSick(state, d.cards, p))
    .map((p) => ({ attacker: p.id, defenders }));
}

export function declareAttackers(ctx: ProcedureContext): void {
  const d = ctx.d;
  const active = d.state.turn.active;
  const options = attackOptions(d);
  d.state.combat = { attackersDeclared: false, attackers: [], blockers: [], dealtFirstStrikeDamage: [] };
  if (options.length === 0 || !inGame(d.state, active)) return;
  const answer = ctx.ask(active, () => ({ kind: "declareAttackers", options: attackOptions(d) }));
  const attacks = answer ? expectAnswer(answer, "attackers").attacks : [];
  const attackers: Attacker[] = [];
  for (const a of attacks) {
    // 508.1f: attacking creatures become tapped.
    const perm = d.permanent(a.attacker)!;
    perm.tapped = true;
    attackers.push({ id: a.attacker, defender: a.defender, blocked: false });
  }
  d.state.combat = { ...d.state.combat, attackersDeclared: attackers.length > 0, attackers };
  d.emit({
    type: "attackersDeclared",
    player: active,
    attacks: attacks.map((a) => ({ attacker: a.attacker, name: cardName(d, a.attacker), defender: a.defender })),
  });
}

/** 509.1a: the defending player's untapped creatures, each able to block one creature attacking that player. */
export function blockOptions(d: Draft, defender: PlayerId): BlockOption[] {
  const combat = d.state.combat;
  if (!combat) return [];
  const attacking = combat.attackers.filter((a) => a.defender === defender).map((a) => a.id);
  if (attacking.length === 0) return [];
  return d.state.battlefield
    .filter((p) => p.controller === defender && !p.tapped && isCreature(d, p.card))
    .map((p) => ({ blocker: p.id, attackers: attacking }));
}

/** 509.1: each defending player declares blockers, in APNAP order (101.4). */
export function declareBlockers(ctx: ProcedureContext): void {
  const d = ctx.d;
  for (const defender of apnapOrder(d.state)) {
    if (blockOptions(d, defender).length === 0) continue;
    const answer = ctx.ask(defender, () => ({ kind: "declareBlockers", options: blockOptions(d, defender) }));
    const blocks = answer ? expectAnswer(answer, "blockers").blocks : [];
    const combat = d.state.combat!;
    const blockers: Blocker[] = [...combat.blockers, ...blocks.map((b) => ({ id: b.blocker, attacker: b.attacker }))];
    const blockedIds = new Set(blockers.map((b) => b.attacker));
    d.state.combat = {
      ...combat,
      blockers,
      attackers: combat.attackers.map((a) => (blockedIds.has(a.id) && !a.blocked ? { ...a, blocked: true } : a)),
    };
    d.emit({
      type: "blockersDeclared",
      player: defender,
      blocks: blocks.map((b) => ({ blocker: b.blocker, name: cardName(d, b.blocker), attacker: b.attacker, attackerName: cardName(d, b.attacker) })),
    });
  }
}

interface Assignment {
  readonly source: ObjectId;
  readonly target: Target;
  readonly amount: number;
}

/** 510.1–510.2: every attacking and blocking creature assigns damage equal to its power, then all of it is dealt at once. */
export function combatDamage(ctx: ProcedureContext): void {
  const d = ctx.d;
  const combat = d.state.combat;
  if (!combat) return;
  const assignments: Assignment[] = [];
  const power = (id: ObjectId): number => {
    const perm = d.state.battlefield.find((p) => p.id === id);
    return perm ? powerToughness(d.state, d.cards, perm).power : 0;
  };
  for (const attacker of combat.attackers) {
    const amount = power(attacker.id);
    if (amount <= 0) continue;
    const blockers = combat.blockers.filter((b) => b.attacker === attacker.id).map((b) => b.id);
    if (!attacker.blocked) {
      // 510.1b; 800.4e: no damage is assigned to a player who has left the game.
      if (inGame(d.state, attacker.defender)) assignments.push({ source: attacker.id, target: { kind: "player", id: attacker.defender }, amount });
    } else if (blockers.length === 1) {
      assignments.push({ source: attacker.id, target: { kind: "object", id: blockers[0]! }, amount });
    } else if (blockers.length > 1) {
      // 510.1c: divided among the blockers as the attacking creature's controller chooses.
      const controller = d.state.battlefield.find((p) => p.id === attacker.id)!.controller;
      const answer = ctx.ask(controller, () => ({ kind: "assignCombatDamage", attacker: attacker.id, amount, blockers }));
      const split = answer ? expectAnswer(answer, "damage").assignment : [{ blocker: blockers[0]!, amount }];
      for (const s of split) if (s.amount > 0) assignments.push({ source: attacker.id, target: { kind: "object", id: s.blocker }, amount: s.amount });
    }
  }
  for (const blocker of combat.blockers) {
    // 510.1d: a blocking creature assigns its damage to the creature it blocks.
    const amount = power(blocker.id);
    if (amount > 0 && d.state.battlefield.some((p) => p.id === blocker.attacker))
      assignments.push({ source: blocker.id, target: { kind: "object", id: blocker.attacker }, amount });
  }
  for (const a of assignments) {
    const source = d.state.battlefield.find((p) => p.id === a.source)!;
    dealDamage(d, { id: source.id, name: source.card, colors: d.def(source.card).colors }, a.target, a.amount, true);
  }
}

function cardName(d: Draft, id: ObjectId): string {
  return d.state.battlefield.find((p) => p.id === id)?.card ?? "a creature";
}
