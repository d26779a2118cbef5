// Target legality (115, 601.2c, 608.2b), with hexproof (702.11), shroud (702.18) and protection (702.16b).

import type { TargetRequirement } from "../../card-language/card-definition.ts";
import {
  cardFacts,
  characteristics,
  controllerOf,
  hasKeyword,
  hexproofFrom,
  keywordsOf,
  matchesFilter,
  permanentMatches,
  protectedFrom,
  spellFacts,
  type Reader,
  type SourceQualities,
} from "../layers/characteristics.ts";
import { staticEffects } from "../layers/battlefield-facts.ts";
import { inGame, opponentsOf } from "../objects/players.ts";
import type { GameState, ObjectId, Permanent, PlayerId, Spell, Target } from "../kernel/state.ts";
import { shownName } from "../layers/printed.ts";

/** Who is targeting: the controller of the spell or ability, and the colors and card types of the spell or of the ability's source. */
export interface Targeter extends SourceQualities {
  readonly controller: PlayerId;
  /** The spell or ability itself, which can't target itself (115.5). */
  readonly self: ObjectId | null;
  /** An ability's source, which "another target" leaves out. */
  readonly source?: ObjectId;
  /** 601.6: the opponent who chose the spell's modes, if one did. */
  readonly modeChooser?: PlayerId | null;
  /** A triggered ability's "that player": the player its trigger event names. */
  readonly thatPlayer?: PlayerId;
}

/** Can this permanent be chosen as a target by this spell or ability? */
function targetable(r: Reader, perm: Permanent, by: Targeter): boolean {
  const keywords = keywordsOf(r, perm);
  if (hasKeyword(keywords, "Shroud")) return false;
  // 702.11b, 702.11d: hexproof (from a quality) stops only opponents' spells and abilities.
  if (controllerOf(r, perm) !== by.controller && (hasKeyword(keywords, "Hexproof") || hexproofFrom(keywords, by))) return false;
  if (protectedFrom(keywords, by)) return false;
  // 115.4: "can't be the target of [colors] spells".
  if (
    staticEffects(r, "cantBeTargetedBySpells").some(({ perm: p, effect }) => p === perm && effect.colors.some((c) => by.colors.includes(c))) &&
    bySpell(r, by)
  )
    return false;
  for (const { ability: a } of characteristics(r, perm).abilities)
    if (a.kind === "static" && a.effect.kind === "targetableOnlyByColor" && !by.colors.includes(a.effect.color)) return false;
  return true;
}

/** Whether the targeting object is a spell (not an ability): it is on the stack as one while its targets are chosen and checked. */
function bySpell(r: Reader, by: Targeter): boolean {
  return r.state.stack.some((o) => o.id === by.self && o.kind === "spell");
}

/** 702.18a, 702.11a: a player with shroud can't be targeted; one with hexproof, not by opponents' spells and abilities ("You have shroud"). */
function playerTargetable(r: Reader, player: PlayerId, by: Targeter): boolean {
  return !staticEffects(r, "controllerHas").some(
    ({ perm, effect }) => controllerOf(r, perm) === player && (effect.keyword === "Shroud" || by.controller !== player),
  );
}

/** Every legal choice for one target requirement. */
export function legalTargets(r: Reader, req: TargetRequirement, by: Targeter): Target[] {
  const out: Target[] = [];
  visitLegalTargets(r, req, by, (t) => {
    out.push(t);
    return false;
  });
  return out;
}

/** A hint before casting or activating: could `req` be met now (601.2c decides when the time comes)? */
export function hasEnoughTargets(r: Reader, req: TargetRequirement, by: Targeter): boolean {
  let found = 0;
  if (req.min > 0) visitLegalTargets(r, req, by, () => ++found >= req.min);
  return found >= req.min;
}

/** Calls `visit` with each legal choice for `req`, in order, until it returns true. */
function visitLegalTargets(r: Reader, req: TargetRequirement, by: Targeter, visit: (t: Target) => boolean): void {
  const { state, cards } = r;
  if (req.players === "any")
    for (const p of state.players) if (p.status === "playing" && playerTargetable(r, p.id, by) && visit({ kind: "player", id: p.id })) return;
  if (req.players === "opponent") for (const p of opponentsOf(state, by.controller)) if (playerTargetable(r, p, by) && visit({ kind: "player", id: p })) return;
  if (req.permanents) for (const perm of state.battlefield) if (permanentFits(r, perm, req, by) && visit({ kind: "object", id: perm.id })) return;
  if (req.spells)
    for (const o of state.stack) if (o.kind === "spell" && o.id !== by.self && spellFits(r, o, req, by) && visit({ kind: "object", id: o.id })) return;
  if (req.cardsInYourGraveyard)
    for (const c of state.players[by.controller]?.graveyard ?? [])
      if (matchesFilter(cardFacts(r, cards.get(c.card)!, c.owner), req.cardsInYourGraveyard, by.controller) && visit({ kind: "object", id: c.id })) return;
  if (req.cardsInGraveyards)
    for (const p of state.players)
      for (const c of p.graveyard)
        if (matchesFilter(cardFacts(r, cards.get(c.card)!, c.owner), req.cardsInGraveyards, by.controller) && visit({ kind: "object", id: c.id })) return;
}

/** 115.9a: a spell "with a single target": one object or player was chosen, once, as a target when it was put on the stack. */
export function hasSingleTarget(spell: Spell): boolean {
  return spell.choices.targets.reduce((n, group) => n + group.length, 0) === 1;
}

/** A spell that `req` may target (called when it targets spells); 115.9a: "with a single target" counts the targets chosen. */
function spellFits(r: Reader, spell: Spell, req: TargetRequirement, by: Targeter): boolean {
  if (req.spellWithSingleTarget && !hasSingleTarget(spell)) return false;
  return matchesFilter(spellFacts(r, spell), req.spells!, by.controller);
}

/** A permanent that `req` may target (called when it targets permanents). */
function permanentFits(r: Reader, perm: Permanent, req: TargetRequirement, by: Targeter): boolean {
  if (req.notSource && perm.id === by.source) return false;
  if (req.controlledByModeChooser && controllerOf(r, perm) !== by.modeChooser) return false;
  if (req.controlledByThatPlayer && controllerOf(r, perm) !== by.thatPlayer) return false;
  if (req.blockingSource && r.state.combat?.blockers.some((b) => b.id === perm.id && b.attacker === by.source) !== true) return false;
  return permanentMatches(r, perm, req.permanents!, by.controller) && targetable(r, perm, by);
}

/** 702.11c: whether a permanent the player controls gives them hexproof ("You have hexproof"). */
/** 608.2b: is a chosen target still legal? An object that left its zone is a new object and can't be. */
export function isLegalTarget(r: Reader, req: TargetRequirement, by: Targeter, t: Target): boolean {
  const { state, cards } = r;
  if (t.kind === "player") {
    if (!inGame(state, t.id) || !playerTargetable(r, t.id, by)) return false;
    return req.players === "any" || (req.players === "opponent" && t.id !== by.controller);
  }
  if (req.permanents) {
    const perm = state.battlefield.find((p) => p.id === t.id);
    if (perm) return permanentFits(r, perm, req, by);
  }
  if (req.spells) {
    const spell = state.stack.find((o) => o.id === t.id);
    if (spell?.kind === "spell") return spellFits(r, spell, req, by);
  }
  if (req.cardsInYourGraveyard) {
    const c = state.players[by.controller]?.graveyard.find((g) => g.id === t.id);
    if (c) return matchesFilter(cardFacts(r, cards.get(c.card)!, c.owner), req.cardsInYourGraveyard, by.controller);
  }
  if (req.cardsInGraveyards) {
    const c = state.players.flatMap((p) => p.graveyard).find((g) => g.id === t.id);
    if (c) return matchesFilter(cardFacts(r, cards.get(c.card)!, c.owner), req.cardsInGraveyards, by.controller);
  }
  return false;
}

export function sameTarget(a: Target, b: Target): boolean {
  return a.kind === b.kind && a.id === b.id;
}

/** A target's name for people: the player's name or the object's card name (none for a face-down one, 708.5). */
export function targetName(state: GameState, t: Target): string {
  if (t.kind === "player") return state.players[t.id]?.name ?? `player ${t.id + 1}`;
  const perm = state.battlefield.find((p) => p.id === t.id);
  if (perm) return shownName(perm);
  const onStack = state.stack.find((o) => o.id === t.id);
  if (onStack) return onStack.kind === "spell" ? shownName(onStack) : `${onStack.sourceCard}'s ability`;
  for (const p of state.players) {
    const c = p.graveyard.find((g) => g.id === t.id);
    if (c) return c.card;
  }
  return `object ${t.id}`;
}
