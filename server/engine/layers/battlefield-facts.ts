// The permanents with static abilities, by kind of effect: printed on their cards, or granted by an effect
// (613.1f). Casting a spell looks for them several times (restrictions, alternative costs, cost changes),
// listing the priority options and every would-event once more, while the battlefield rarely changes in
// between: the lists are kept for each game's last frozen battlefield and effects (draft.ts). Who asks reads
// the abilities themselves from the object view: a permanent listed may have lost them since (layer 6).

import type { Caster, StateCondition, StaticEffect } from "../../card-language/card-definition.ts";
import { characteristics, controllerOf, definitionOf, hasGrantedAbilities, permanentMatches } from "./characteristics.ts";
import type { Reader } from "./view.ts";
import { factsOf } from "./definition-facts.ts";
import type { Draft } from "../kernel/draft.ts";
import { perGame } from "../kernel/game-memo.ts";
import type { ObjectId, Permanent, PlayerId } from "../kernel/state.ts";

type Kind = StaticEffect["kind"];

const NONE: readonly Permanent[] = [];

interface Facts {
  readonly cards: Reader["cards"];
  readonly battlefield: readonly Permanent[];
  readonly effects: Reader["state"]["effects"];
  readonly byKind: ReadonlyMap<Kind, readonly Permanent[]>;
  readonly any: readonly Permanent[];
}

const memo = perGame((): { last: Facts | null } => ({ last: null }));

function scan(d: Reader, battlefield: readonly Permanent[]): Facts {
  const byKind = new Map<Kind, Permanent[]>();
  const any: Permanent[] = [];
  for (const perm of battlefield) {
    const statics = hasGrantedAbilities(d, perm) ? staticKinds(d, perm) : factsOf(definitionOf(d.cards, perm)).statics;
    if (statics.size === 0) continue;
    any.push(perm);
    for (const kind of statics) {
      let list = byKind.get(kind);
      if (!list) byKind.set(kind, (list = []));
      list.push(perm);
    }
  }
  return { cards: d.cards, battlefield, effects: d.state.effects, byKind, any };
}

/** The kinds of static abilities of a permanent that has been granted some: its printed ones and the others it has now. */
function staticKinds(d: Reader, perm: Permanent): ReadonlySet<Kind> {
  const kinds = new Set(factsOf(definitionOf(d.cards, perm)).statics);
  for (const { ability } of characteristics(d, perm).abilities) if (ability.kind === "static") kinds.add(ability.effect.kind);
  return kinds;
}

function facts(d: Reader): Facts {
  const battlefield = d.state.battlefield;
  const m = memo(d.state);
  const last = m.last;
  if (last?.battlefield === battlefield && last.effects === d.state.effects && last.cards === d.cards) return last;
  const found = scan(d, battlefield);
  if (d.isFrozen(battlefield) && d.isFrozen(d.state.effects)) m.last = found;
  return found;
}

/** The permanents with a static ability of this kind (or of any kind), in battlefield order. */
export function permanentsWithStatic(d: Reader, kind: Kind | "any"): readonly Permanent[] {
  const f = facts(d);
  return kind === "any" ? f.any : (f.byKind.get(kind) ?? NONE);
}

/** The effects of one kind of the static abilities permanents have now (the object view's abilities), with their permanents. */
export function staticEffects<K extends Kind>(r: Reader, kind: K): { readonly perm: Permanent; readonly effect: Extract<StaticEffect, { kind: K }> }[] {
  const out: { perm: Permanent; effect: Extract<StaticEffect, { kind: K }> }[] = [];
  for (const perm of permanentsWithStatic(r, kind))
    for (const { ability: a } of characteristics(r, perm).abilities)
      if (a.kind === "static" && a.effect.kind === kind) out.push({ perm, effect: a.effect as Extract<StaticEffect, { kind: K }> });
  return out;
}

/**
 * 602.5: whether something attached to the permanent says its activated abilities can't be activated (Ice Cage) — of a
 * mana ability (`mana`), only if it doesn't say "unless they're mana abilities" (Faith's Fetters).
 */
export function activationForbidden(r: Reader, perm: Permanent, mana = false): boolean {
  return permanentsWithStatic(r, "combatRestriction").some(
    (p) =>
      p.attachedTo === perm.id &&
      characteristics(r, p).abilities.some(
        ({ ability: a }) =>
          a.kind === "static" &&
          a.effect.kind === "combatRestriction" &&
          a.effect.affects === "attached" &&
          (a.effect.cantActivate === true || (!mana && a.effect.cantActivate === "unlessMana")),
      ),
  );
}

/**
 * Whether a static ability of `controller`'s applies to `player` ("spells you cast", "… your opponents cast", "your
 * opponents play with their hands revealed").
 */
export function casterMatches(caster: Caster, controller: PlayerId, player: PlayerId): boolean {
  return caster === "any" || (caster === "you") === (controller === player);
}

/** Whether a permanent `player` controls has a static ability of this kind now ("You have hexproof"). */
export function controlsStatic(r: Reader, player: PlayerId, kind: Kind): boolean {
  return staticEffects(r, kind).some(({ perm }) => controllerOf(r, perm) === player);
}

/**
 * "If you both own and control [this] and a creature named [name]" (701.42): the creatures so named, when `player`
 * owns and controls `source` and at least one of them; null otherwise.
 */
export function ownAndControlWith(d: Draft, player: PlayerId, source: ObjectId, name: string): Permanent[] | null {
  const yours = (p: Permanent) => p.owner === player && controllerOf(d, p) === player;
  const self = d.state.battlefield.find((p) => p.id === source);
  if (!self || !yours(self)) return null;
  const named = d.state.battlefield.filter((p) => {
    if (p.id === source || !yours(p)) return false;
    const chars = characteristics(d, p);
    return chars.name === name && chars.types.includes("Creature");
  });
  return named.length > 0 ? named : null;
}

/** 603.4, 602.5b: whether a condition on the game's state holds for `controller`, of an ability of `source`. */
export function stateConditionHolds(r: Reader, condition: StateCondition, controller: PlayerId, source: ObjectId): boolean {
  if ("creatureDiedThisTurn" in condition) return r.state.players.some((p) => p.creaturesDiedThisTurn > 0);
  const you = r.state.players[controller];
  if ("lifeGainedThisTurnAtLeast" in condition) return (you?.lifeGainedThisTurn ?? 0) >= condition.lifeGainedThisTurnAtLeast;
  if ("lifeAboveStartingBy" in condition) return (you?.life ?? 0) >= r.state.options.startingLife + condition.lifeAboveStartingBy;
  const filter = condition.youControl;
  const matching = r.state.battlefield.filter(
    (p) => !(condition.other && p.id === source) && controllerOf(r, p) === controller && permanentMatches(r, p, filter, controller),
  );
  const n = condition.differentNames ? new Set(matching.map((p) => characteristics(r, p).name)).size : matching.length;
  return n >= (condition.atLeast ?? 1);
}
