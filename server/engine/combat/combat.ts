// 506–511: combat. Declaring attackers and blockers and assigning combat damage are turn-based actions
// (508.1, 509.1, 510.1) made by prompts; combat damage is then dealt simultaneously (510.2), in a
// first-strike step first when a creature in combat has first strike or double strike (510.4).

import { expectAnswer } from "../procedure/answers.ts";
import {
  characteristics,
  colorsOf,
  controllerOf,
  hasKeyword,
  keywordsOf,
  permanentFacts,
  permanentMatches,
  powerToughness,
  protectedFrom,
  staticEffectsOn,
} from "../layers/characteristics.ts";
import type { Draft } from "../kernel/draft.ts";
import { dealDamage } from "../effects/effects.ts";
import { apnapOrder, inGame, opponentsOf } from "../objects/players.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import type { Attack, AttackOption, BlockOption, BlockRequirement, ManaRequirement } from "../../../shared/prompt.ts";
import { addRequirements, NO_REQUIREMENT, requirementOf, summoningSick } from "../stack/mana.ts";
import { describeMana, offerPayment } from "../stack/payment.ts";
import type { Attacker, Blocker, ObjectId, Permanent, PlayerId, Target } from "../kernel/state.ts";
import { emit } from "../events/emit.ts";
import { permanentsWithStatic, staticEffects } from "../layers/battlefield-facts.ts";
import { shownName } from "../layers/printed.ts";

const LANDWALK = [
  ["Plainswalk", "Plains"],
  ["Islandwalk", "Island"],
  ["Swampwalk", "Swamp"],
  ["Mountainwalk", "Mountain"],
  ["Forestwalk", "Forest"],
] as const;

function isCreature(d: Draft, perm: Permanent): boolean {
  return characteristics(d, perm).types.includes("Creature");
}

/**
 * 508.1c, 509.1b: "can't attack", "can't block", "can't be blocked" and "can't be blocked by more than one creature"
 * restrictions on the creature, from itself, what's attached to it, or a permanent whose restriction covers the creatures
 * matching a filter ("Your opponents can't block with …").
 */
function restricted(d: Draft, perm: Permanent, what: "cantAttack" | "cantBlock" | "cantBeBlocked" | "blockedByAtMostOne"): boolean {
  if (what === "cantBlock" && d.state.effects.some((e) => e.kind === "cantBlock" && e.blocker === perm.id && e.attacker === null)) return true;
  if (staticEffectsOn(d, perm).some((e) => e.kind === "combatRestriction" && e.affects !== "matching" && e[what] === true)) return true;
  if (what !== "cantAttack" && what !== "cantBlock") return false;
  for (const other of permanentsWithStatic(d, "combatRestriction"))
    for (const { ability: a } of characteristics(d, other).abilities)
      if (a.kind === "static" && a.effect.kind === "combatRestriction" && a.effect.affects === "matching" && a.effect[what])
        if (permanentMatches(d, perm, a.effect.creatures, controllerOf(d, other))) return true;
  return false;
}

function isPlaneswalker(d: Draft, perm: Permanent): boolean {
  return characteristics(d, perm).types.includes("Planeswalker");
}

/**
 * 508.1a: untapped creatures the active player has controlled continuously since the turn began (or with
 * haste, 702.10b), that have no defender (702.3b) and nothing else forbidding them to attack; each may attack
 * any opponent (802) or a planeswalker an opponent controls (506.2, 508.1b).
 */
export function attackOptions(d: Draft): AttackOption[] {
  const { state } = d;
  const active = state.turn.active;
  const defenders = opponentsOf(state, active);
  if (defenders.length === 0) return [];
  const planeswalkers = state.battlefield.flatMap((p) => {
    const controller = controllerOf(d, p);
    return isPlaneswalker(d, p) && defenders.includes(controller) ? [{ planeswalker: p.id, controller }] : [];
  });
  return state.battlefield
    .filter(
      (p) =>
        controllerOf(d, p) === active &&
        !p.tapped &&
        isCreature(d, p) &&
        !summoningSick(d, p) &&
        !hasKeyword(keywordsOf(d, p), "Defender") &&
        !restricted(d, p, "cantAttack"),
    )
    .flatMap((p) => {
      const may = (defender: PlayerId) => attackConditionsMet(d, p, defender);
      const to = defenders.filter(may);
      // 508.1c: a planeswalker's controller is the defending player if it attacks the planeswalker (506.2).
      const walkers = planeswalkers.filter((w) => may(w.controller));
      return to.length === 0 && walkers.length === 0 ? [] : [{ attacker: p.id, defenders: to, planeswalkers: walkers }];
    });
}

/** 508.1c: whether each "can't attack unless …" of the creature allows it to attack `defender` (or their planeswalker). */
function attackConditionsMet(d: Draft, perm: Permanent, defender: PlayerId): boolean {
  const you = controllerOf(d, perm);
  for (const { ability: a } of characteristics(d, perm).abilities) {
    if (a.kind !== "static" || a.effect.kind !== "cantAttackUnless") continue;
    const c = a.effect.unless;
    const met =
      "onBattlefield" in c
        ? d.state.battlefield.filter((p) => permanentMatches(d, p, c.onBattlefield, you)).length >= c.atLeast
        : "defenderControls" in c
          ? d.state.battlefield.some((p) => controllerOf(d, p) === defender && permanentMatches(d, p, c.defenderControls, defender))
          : d.state.players.some((p) => p.id !== you && p.damageThisTurn > 0);
    if (!met) return false;
  }
  return true;
}

/**
 * 506.4: the planeswalker an attacker attacks, while it is still in combat: on the battlefield, a planeswalker, and
 * controlled by the defending player; null when it attacks a player or nothing (506.4c).
 */
function attackedPlaneswalker(d: Draft, attacker: Attacker): Permanent | null {
  if (attacker.planeswalker === undefined || attacker.planeswalker === null) return null;
  const perm = d.state.battlefield.find((p) => p.id === attacker.planeswalker);
  return perm && isPlaneswalker(d, perm) && controllerOf(d, perm) === attacker.defender ? perm : null;
}

/**
 * 508.1h: the mana each creature attacking `player` costs its controller to attack, from the "costToAttackYou" abilities
 * of the permanents `player` controls, with those permanents; null when there is none.
 */
function costToAttack(d: Draft, player: PlayerId): { readonly mana: ManaRequirement; readonly sources: readonly Permanent[] } | null {
  const sources = staticEffects(d, "costToAttackYou").filter(({ perm }) => controllerOf(d, perm) === player);
  if (sources.length === 0) return null;
  return { mana: sources.reduce((m, { effect }) => addRequirements(m, requirementOf(effect.mana)), NO_REQUIREMENT), sources: sources.map((s) => s.perm) };
}

/**
 * 508.1h–j: the total cost to attack with these attacks, determined once they are chosen; the active player may activate
 * mana abilities, then pays it or not. Whether the declaration may stand: it was free, or paid.
 */
function paidCostToAttack(ctx: ProcedureContext, attacks: readonly Attack[]): boolean {
  const d = ctx.d;
  const costs = attacks.flatMap((a) => {
    const cost = a.planeswalker === undefined ? costToAttack(d, a.defender) : null;
    return cost ? [cost] : [];
  });
  if (costs.length === 0) return true;
  const total = costs.reduce((m, c) => addRequirements(m, c.mana), NO_REQUIREMENT);
  const source = costs[0]!.sources[0]!;
  const active = d.state.turn.active;
  const text = `pay ${describeMana(total)} to attack with ${costs.length === 1 ? "this creature" : `these ${costs.length} creatures`} (${shownName(source)})`;
  const paid = offerPayment(ctx, active, source.id, text, total);
  emit(d, { type: "paymentOffered", player: active, object: source.id, text, paid, rule: "508.1h" });
  return paid;
}

/** 508.1: the active player declares attackers. */
export function declareAttackers(ctx: ProcedureContext): void {
  const d = ctx.d;
  const active = d.state.turn.active;
  const options = attackOptions(d);
  d.state.combat = { attackersDeclared: false, attackers: [], blockers: [], dealtFirstStrikeDamage: [] };
  if (options.length === 0 || !inGame(d.state, active)) return;
  let attacks: readonly Attack[];
  for (;;) {
    const answer = ctx.ask(active, () => {
      const now = attackOptions(d);
      const required = requiredAttackers(d, now);
      const costs = opponentsOf(d.state, active).flatMap((p) => {
        const cost = costToAttack(d, p);
        return cost ? [{ defender: p, perAttacker: cost.mana }] : [];
      });
      return {
        kind: "declareAttackers",
        options: now,
        ...(required.length > 0 ? { mustAttack: required } : {}),
        ...(costs.length > 0 ? { costs } : {}),
      };
    });
    attacks = answer ? expectAnswer(answer, "attackers").attacks : [];
    // 508.1f: attacking creatures become tapped, unless they have vigilance (702.20b), before costs to attack are paid.
    const tapping = attacks.map((a) => d.permanent(a.attacker)!).filter((perm) => !hasKeyword(keywordsOf(d, perm), "Vigilance"));
    for (const perm of tapping) perm.tapped = true;
    if (paidCostToAttack(ctx, attacks)) {
      for (const perm of tapping) emit(d, { type: "tapped", object: perm.id, name: shownName(perm) });
      break;
    }
    // 508.1, 732.1: unpaid, the declaration is illegal and reversed; the active player declares again.
    for (const perm of tapping) perm.tapped = false;
  }
  // 508.1k: remembered for "creatures that attacked this turn".
  for (const a of attacks) d.permanent(a.attacker)!.attackedInTurn = d.state.turn.number;
  const attackers: Attacker[] = attacks.map((a) => ({
    id: a.attacker,
    defender: a.defender,
    ...(a.planeswalker === undefined ? {} : { planeswalker: a.planeswalker }),
    blocked: false,
  }));
  d.state.combat = { ...d.state.combat, attackersDeclared: attackers.length > 0, attackers };
  emit(d, {
    type: "attackersDeclared",
    player: active,
    attacks: attacks.map((a) => ({
      attacker: a.attacker,
      name: cardName(d, a.attacker),
      defender: a.defender,
      ...(a.planeswalker === undefined ? {} : { planeswalker: a.planeswalker, planeswalkerName: cardName(d, a.planeswalker) }),
    })),
  });
  return;
}

/** 509.1b: "can't be blocked except by [filter]" on the attacker, and "can block only [filter]" on the blocker. */
function blockRestrictionsAllow(d: Draft, blocker: Permanent, attacker: Permanent): boolean {
  const attackerChars = characteristics(d, attacker);
  for (const e of staticEffectsOn(d, attacker))
    if (e.kind === "blockableOnlyBy" && !permanentMatches(d, blocker, e.blockers, attackerChars.controller)) return false;
  const blockerChars = characteristics(d, blocker);
  for (const { ability: a } of blockerChars.abilities)
    if (a.kind === "static" && a.effect.kind === "canBlockOnly" && !permanentMatches(d, attacker, a.effect.attackers, blockerChars.controller)) return false;
  return true;
}

/**
 * Can `blocker` block `attacker`? Evasion abilities — flying (702.9b), landwalk (702.14c), fear (702.36b),
 * intimidate (702.13b), shadow (702.28b) —, protection (702.16f) and "can't be blocked except by" / "can block
 * only" restrictions (509.1b) decide it.
 */
function canBlock(d: Draft, blocker: Permanent, attacker: Permanent): boolean {
  const attackerKeywords = keywordsOf(d, attacker);
  const blockerKeywords = keywordsOf(d, blocker);
  if (hasKeyword(attackerKeywords, "Flying") && !hasKeyword(blockerKeywords, "Flying") && !hasKeyword(blockerKeywords, "Reach")) return false;
  if (hasKeyword(attackerKeywords, "Shadow") !== hasKeyword(blockerKeywords, "Shadow")) return false;
  const blockerChars = permanentFacts(d, blocker).chars;
  const artifactCreature = blockerChars.types.includes("Artifact");
  if (hasKeyword(attackerKeywords, "Fear") && !artifactCreature && !blockerChars.colors.includes("B")) return false;
  if (hasKeyword(attackerKeywords, "Intimidate") && !artifactCreature && !colorsOf(d, attacker).some((c) => blockerChars.colors.includes(c))) return false;
  // 702.14c: a creature with landwalk can't be blocked while the defending player controls a land of that type.
  const defender = controllerOf(d, blocker);
  for (const [walk, landType] of LANDWALK)
    if (
      hasKeyword(attackerKeywords, walk) &&
      d.state.battlefield.some((p) => {
        const chars = characteristics(d, p);
        return chars.controller === defender && chars.types.includes("Land") && chars.subtypes.includes(landType);
      })
    )
      return false;
  if (protectedFrom(attackerKeywords, blockerChars)) return false;
  // 509.1b: "[blocker] can't block [attacker] this turn".
  if (d.state.effects.some((e) => e.kind === "cantBlock" && e.blocker === blocker.id && e.attacker === attacker.id)) return false;
  if (restricted(d, attacker, "cantBeBlocked")) return false;
  return blockRestrictionsAllow(d, blocker, attacker);
}

/**
 * 509.1a: how many creatures `blocker` can block: one, one more for each "can block an additional creature", or any
 * number (Infinity) with "can block any number of creatures".
 */
function blockCapacity(d: Draft, blocker: Permanent): number {
  let capacity = 1;
  for (const { perm, effect } of staticEffects(d, "canBlockAdditional")) {
    const applies = effect.creatures === "self" ? perm.id === blocker.id : permanentMatches(d, blocker, effect.creatures, controllerOf(d, perm));
    if (applies) capacity = effect.additional === "any" ? Infinity : capacity + effect.additional;
  }
  return capacity;
}

/**
 * 509.1a: the defending player's untapped creatures able to block, each with the creatures attacking that player it may
 * block, and how many of them when more than one.
 */
export function blockOptions(d: Draft, defender: PlayerId): BlockOption[] {
  const combat = d.state.combat;
  if (!combat) return [];
  const attacking = combat.attackers.filter((a) => a.defender === defender).flatMap((a) => d.state.battlefield.filter((p) => p.id === a.id));
  if (attacking.length === 0) return [];
  const out: BlockOption[] = [];
  for (const p of d.state.battlefield) {
    if (controllerOf(d, p) !== defender || p.tapped || !isCreature(d, p) || restricted(d, p, "cantBlock")) continue;
    const attackers = attacking.filter((a) => canBlock(d, p, a)).map((a) => a.id);
    if (attackers.length === 0) continue;
    const most = Math.min(blockCapacity(d, p), attackers.length);
    out.push(most > 1 ? { blocker: p.id, attackers, maxAttackers: most } : { blocker: p.id, attackers });
  }
  return out;
}

/** 702.111b: attackers with menace, which can't be blocked except by two or more creatures. */
function menaceAttackers(d: Draft, defender: PlayerId): ObjectId[] {
  const combat = d.state.combat!;
  return combat.attackers
    .filter((a) => a.defender === defender)
    .filter((a) => {
      const perm = d.state.battlefield.find((p) => p.id === a.id);
      return perm !== undefined && hasKeyword(keywordsOf(d, perm), "Menace");
    })
    .map((a) => a.id);
}

/** 509.1b: attackers that can't be blocked by more than one creature. */
function blockedByAtMostOne(d: Draft, defender: PlayerId): ObjectId[] {
  return d.state
    .combat!.attackers.filter((a) => a.defender === defender)
    .filter((a) => {
      const perm = d.state.battlefield.find((p) => p.id === a.id);
      return perm !== undefined && restricted(d, perm, "blockedByAtMostOne");
    })
    .map((a) => a.id);
}

/** 509.1c: each creature able to block an attacker that all creatures able to block must block has a requirement to block it. */
function blockRequirements(d: Draft, options: readonly BlockOption[]): BlockRequirement[] {
  const lured = new Set(
    d.state
      .combat!.attackers.filter((a) => {
        const perm = d.state.battlefield.find((p) => p.id === a.id);
        return perm !== undefined && staticEffectsOn(d, perm).some((e) => e.kind === "mustBeBlockedByAllAble");
      })
      .map((a) => a.id),
  );
  return options.flatMap((o) => o.attackers.filter((a) => lured.has(a)).map((a) => ({ blocker: o.blocker, attackers: [a] })));
}

/**
 * 508.1d: the creatures that can attack and have a requirement to attack each combat if able — except those that could
 * attack only by paying a cost (508.1h): that cost isn't required to be paid.
 */
function requiredAttackers(d: Draft, options: readonly AttackOption[]): ObjectId[] {
  return options
    .filter((o) => {
      const perm = d.state.battlefield.find((p) => p.id === o.attacker);
      if (perm === undefined || !staticEffectsOn(d, perm).some((e) => e.kind === "attacksEachCombat")) return false;
      return o.planeswalkers.length > 0 || o.defenders.some((p) => costToAttack(d, p) === null);
    })
    .map((o) => o.attacker);
}

/** 509.1: each defending player declares blockers, in APNAP order (101.4). */
export function declareBlockers(ctx: ProcedureContext): void {
  const d = ctx.d;
  const order = apnapOrder(d.state);
  for (let i = 0; i < order.length; i++) {
    const defender = order[i]!;
    if (blockOptions(d, defender).length === 0) continue;
    const answer = ctx.ask(defender, () => {
      const atMostOne = blockedByAtMostOne(d, defender);
      const options = blockOptions(d, defender);
      const requirements = blockRequirements(d, options);
      return {
        kind: "declareBlockers",
        options,
        menace: menaceAttackers(d, defender),
        ...(atMostOne.length > 0 ? { blockedByAtMostOne: atMostOne } : {}),
        ...(requirements.length > 0 ? { requirements } : {}),
      };
    });
    const blocks = answer ? expectAnswer(answer, "blockers").blocks : [];
    const combat = d.state.combat!;
    const blockers: Blocker[] = [...combat.blockers, ...blocks.map((b) => ({ id: b.blocker, attacker: b.attacker }))];
    const blockedIds = new Set(blockers.map((b) => b.attacker));
    d.state.combat = {
      ...combat,
      blockers,
      attackers: combat.attackers.map((a) => (blockedIds.has(a.id) && !a.blocked ? { ...a, blocked: true } : a)),
    };
    emit(d, {
      type: "blockersDeclared",
      player: defender,
      blocks: blocks.map((b) => ({ blocker: b.blocker, name: cardName(d, b.blocker), attacker: b.attacker, attackerName: cardName(d, b.attacker) })),
    });
  }
  return;
}

/** 510.4: whether a first-strike combat damage step is needed. */
export function firstStrikeInCombat(d: Draft): boolean {
  const combat = d.state.combat;
  if (!combat) return false;
  return [...combat.attackers.map((a) => a.id), ...combat.blockers.map((b) => b.id)].some((id) => {
    const perm = d.state.battlefield.find((p) => p.id === id);
    if (!perm) return false;
    const k = keywordsOf(d, perm);
    return hasKeyword(k, "First strike") || hasKeyword(k, "Double strike");
  });
}

/** Which creatures deal combat damage in this step (510.4). */
function dealsDamageNow(d: Draft, perm: Permanent, firstStrikeStep: boolean): boolean {
  const k = keywordsOf(d, perm);
  const first = hasKeyword(k, "First strike") || hasKeyword(k, "Double strike");
  if (firstStrikeStep) return first;
  // The second step: creatures that didn't deal damage in the first, and those with double strike.
  return hasKeyword(k, "Double strike") || !d.state.combat!.dealtFirstStrikeDamage.includes(perm.id);
}

/**
 * 702.2c, 702.19b: the damage lethal to a creature: its toughness minus damage already marked and damage other creatures
 * assign it in this combat damage step (`assigned`), or 1 from a deathtouch source.
 */
function lethalDamage(d: Draft, creature: Permanent, deathtouch: boolean, assigned = 0): number {
  const left = Math.max(0, powerToughness(d, creature).toughness - creature.damage - assigned);
  return deathtouch ? Math.min(1, left) : left;
}

interface Assignment {
  readonly source: Permanent;
  readonly target: Target;
  readonly amount: number;
}

/** 510.1–510.2: each creature dealing damage now assigns damage equal to its power, then it is all dealt at once. */
export function combatDamage(ctx: ProcedureContext, firstStrikeStep: boolean): void {
  const d = ctx.d;
  const combat = d.state.combat;
  if (!combat) return;
  const assignments: Assignment[] = [];
  const onBattlefield = (id: ObjectId): Permanent | undefined => d.state.battlefield.find((p) => p.id === id);
  const dealt: ObjectId[] = [];
  for (const attacker of combat.attackers) {
    const perm = onBattlefield(attacker.id);
    if (!perm || !dealsDamageNow(d, perm, firstStrikeStep)) continue;
    dealt.push(perm.id);
    const amount = powerToughness(d, perm).power;
    if (amount <= 0) continue; // 510.1a
    const k = keywordsOf(d, perm);
    const trample = hasKeyword(k, "Trample");
    const blockers = combat.blockers.filter((b) => b.attacker === attacker.id).flatMap((b) => (onBattlefield(b.id) ? [onBattlefield(b.id)!] : []));
    // 510.1b: to the player or planeswalker it attacks; 800.4e: none to a player who has left the game; 506.4c: none
    // when the planeswalker it attacked was removed from combat (702.19f: not to the player instead, even with trample).
    const planeswalker = attackedPlaneswalker(d, attacker);
    const attacked: Target | null =
      attacker.planeswalker !== undefined
        ? planeswalker
          ? { kind: "object", id: planeswalker.id }
          : null
        : inGame(d.state, attacker.defender)
          ? { kind: "player", id: attacker.defender }
          : null;
    const toDefender = (n: number): void => {
      if (n > 0 && attacked) assignments.push({ source: perm, target: attacked, amount: n });
    };
    if (!attacker.blocked || assignsAsThoughUnblocked(ctx, perm)) {
      toDefender(amount);
      continue;
    }
    // 509.1h: a blocked creature stays blocked; with no blocker left it assigns no damage, unless it has trample (702.19e).
    if (blockers.length === 0) {
      if (trample) toDefender(amount);
      continue;
    }
    const assignedTo = (id: ObjectId): number => assignments.reduce((n, a) => (a.target.kind === "object" && a.target.id === id ? n + a.amount : n), 0);
    const lethal = blockers.map((b) => lethalDamage(d, b, hasKeyword(k, "Deathtouch"), assignedTo(b.id)));
    const forced = blockers.length === 1 && (!trample || amount <= lethal[0]!);
    if (forced) {
      assignments.push({ source: perm, target: { kind: "object", id: blockers[0]!.id }, amount });
      continue;
    }
    // 510.1c: divided among the blockers as its controller chooses; 702.19b: with trample, the excess over lethal may go to the player.
    const answer = ctx.ask(controllerOf(d, perm), () => ({
      kind: "assignCombatDamage",
      attacker: perm.id,
      amount,
      blockers: blockers.map((b) => b.id),
      lethal,
      defender: trample && attacked ? attacker.defender : null,
      ...(trample && attacked?.kind === "object" ? { planeswalker: attacked.id } : {}),
    }));
    const split = answer ? expectAnswer(answer, "damage") : { assignment: [{ blocker: blockers[0]!.id, amount }], toPlayer: 0 };
    for (const s of split.assignment) if (s.amount > 0) assignments.push({ source: perm, target: { kind: "object", id: s.blocker }, amount: s.amount });
    toDefender(split.toPlayer ?? 0);
  }
  for (const id of new Set(combat.blockers.map((b) => b.id))) {
    const perm = onBattlefield(id);
    if (!perm || !dealsDamageNow(d, perm, firstStrikeStep)) continue;
    dealt.push(perm.id);
    const amount = powerToughness(d, perm).power;
    // 510.1d: to the creatures it blocks that are still attacking; with two or more, divided as its controller chooses.
    const blocked = combat.blockers
      .filter((b) => b.id === id && combat.attackers.some((a) => a.id === b.attacker))
      .flatMap((b) => (onBattlefield(b.attacker) ? [onBattlefield(b.attacker)!] : []));
    if (amount <= 0 || blocked.length === 0) continue;
    if (blocked.length === 1) {
      assignments.push({ source: perm, target: { kind: "object", id: blocked[0]!.id }, amount });
      continue;
    }
    const answer = ctx.ask(controllerOf(d, perm), () => ({
      kind: "assignCombatDamage",
      attacker: perm.id,
      amount,
      blockers: blocked.map((a) => a.id),
      lethal: blocked.map((a) => lethalDamage(d, a, hasKeyword(keywordsOf(d, perm), "Deathtouch"))),
      defender: null,
      blocking: true,
    }));
    const split = answer ? expectAnswer(answer, "damage").assignment : [{ blocker: blocked[0]!.id, amount }];
    for (const s of split) if (s.amount > 0) assignments.push({ source: perm, target: { kind: "object", id: s.blocker }, amount: s.amount });
  }
  if (firstStrikeStep) d.state.combat = { ...d.state.combat!, dealtFirstStrikeDamage: dealt };
  for (const a of assignments)
    dealDamage(
      d,
      { id: a.source.id, name: shownName(a.source), colors: colorsOf(d, a.source), controller: controllerOf(d, a.source) },
      a.target,
      a.amount,
      true,
    );
}

/** 510.1b–c: a blocked creature whose controller chooses to have it assign its combat damage as though it weren't blocked. */
function assignsAsThoughUnblocked(ctx: ProcedureContext, perm: Permanent): boolean {
  const d = ctx.d;
  const may = characteristics(d, perm).abilities.some(({ ability: a }) => a.kind === "static" && a.effect.kind === "mayAssignAsThoughUnblocked");
  if (!may) return false;
  const controller = controllerOf(d, perm);
  const text = `have ${shownName(perm)} assign its combat damage as though it weren't blocked`;
  const answer = ctx.ask(controller, () => ({ kind: "chooseOption", object: perm.id, text, options: ["yes", "no"] }));
  const yes = answer !== undefined && expectAnswer(answer, "option").option === "yes";
  emit(d, { type: "optionChosen", player: controller, text, option: yes ? "yes" : "no" });
  return yes;
}

function cardName(d: Draft, id: ObjectId): string {
  const perm = d.state.battlefield.find((p) => p.id === id);
  return perm ? shownName(perm) : "a creature";
}
