// 603: triggered abilities. Events (events.ts) are watched as they happen; an ability whose trigger
// event occurs triggers, and waits until the next time a player would receive priority. Then each
// player, in APNAP order, puts theirs on the stack in the order they choose (603.3b), choosing targets
// as each goes on the stack; one with no legal target is removed (603.3d).

import { expectAnswer } from "./answers.ts";
import { chooseTargets, describeTargets } from "./announcements.ts";
import type { TriggeredAbility } from "./card-definition.ts";
import { matchesFilter, spellFacts } from "./characteristics.ts";
import type { Draft } from "./draft.ts";
import type { GameEvent } from "./events.ts";
import { apnapOrder, inGame } from "./players.ts";
import type { ProcedureContext } from "./procedure.ts";
import { NO_CHOICES, type PendingTrigger } from "./state.ts";
import type { Targeter } from "./targets.ts";

/** Called for every event as it is emitted: records the abilities it triggers. */
export function collectTriggers(d: Draft, event: GameEvent): void {
  if (event.type !== "spellCast") return;
  const spell = d.state.stack.find((o) => o.id === event.object);
  if (spell?.kind !== "spell") return;
  const facts = spellFacts(d.state, d.cards, spell);
  for (const perm of d.state.battlefield) {
    const abilities = d.def(perm.card).abilities;
    for (let index = 0; index < abilities.length; index++) {
      const a = abilities[index]!;
      if (a.kind !== "triggered" || a.trigger.on !== "spellCast") continue;
      const t = a.trigger;
      if (t.caster === "you" && spell.controller !== perm.controller) continue;
      if (!matchesFilter(facts, t.spells, perm.controller)) continue;
      if (t.manaValueEqualsCounters !== undefined && facts.manaValue !== (perm.counters[t.manaValueEqualsCounters] ?? 0)) continue;
      const trigger: PendingTrigger = { source: perm.id, sourceCard: perm.card, controller: perm.controller, ability: index, triggeringSpell: spell.id };
      d.state.pendingTriggers = [...d.state.pendingTriggers, trigger];
    }
  }
}

function abilityOf(d: Draft, t: PendingTrigger): TriggeredAbility {
  return d.def(t.sourceCard).abilities[t.ability] as TriggeredAbility;
}

/** Whether the order of these triggers can make a difference: not when they are all the same untargeted ability. */
function orderMatters(d: Draft, triggers: readonly PendingTrigger[]): boolean {
  const first = triggers[0]!;
  return triggers.some(
    (t) => t.sourceCard !== first.sourceCard || t.ability !== first.ability || t.triggeringSpell !== first.triggeringSpell || abilityOf(d, t).targets.length > 0,
  );
}

/** 603.3b: puts every waiting triggered ability on the stack. */
export function putTriggeredAbilitiesOnStack(ctx: ProcedureContext): void {
  const d = ctx.d;
  const waiting = d.state.pendingTriggers;
  d.state.pendingTriggers = [];
  for (const player of apnapOrder(d.state)) {
    // 800.4d: abilities of a player who has left aren't put on the stack.
    let mine = waiting.filter((t) => t.controller === player);
    if (mine.length === 0) continue;
    if (mine.length > 1 && orderMatters(d, mine)) {
      const triggers = mine.map((t) => ({ source: t.source, sourceCard: t.sourceCard, text: abilityOf(d, t).text }));
      const answer = ctx.ask(player, () => ({ kind: "orderTriggers", triggers }));
      if (answer) mine = expectAnswer(answer, "order").order.map((i) => mine[i]!);
    }
    for (const t of mine) if (inGame(d.state, player)) putOnStack(ctx, t);
  }
}

function putOnStack(ctx: ProcedureContext, t: PendingTrigger): void {
  const d = ctx.d;
  const ability = abilityOf(d, t);
  const id = d.newId();
  d.stack().push({ kind: "ability", id, source: t.source, sourceCard: t.sourceCard, controller: t.controller, ability: t.ability, triggered: true, ready: false, choices: NO_CHOICES, triggeringSpell: t.triggeringSpell });
  d.emit({ type: "stackPushed", object: id, name: t.sourceCard, controller: t.controller, kind: "triggeredAbility", from: null, fromId: t.source });
  const by: Targeter = { controller: t.controller, colors: d.def(t.sourceCard).colors, self: id };
  const targets = chooseTargets(ctx, t.controller, id, ability.targets.map((requirement) => ({ requirement, applies: true })), by, { cancellable: false });
  if (targets === null) {
    // 603.3d: no legal target can be chosen, so the ability is removed from the stack.
    d.stack().splice(d.state.stack.findIndex((o) => o.id === id), 1);
    d.emit({ type: "stackRemoved", object: id, name: t.sourceCard, reason: "removed", rule: "603.3d" });
    return;
  }
  Object.assign(d.stackObject(id)!, { ready: true, choices: { ...NO_CHOICES, targets } });
  if (targets.some((g) => g.length > 0)) d.emit({ type: "targetsChosen", object: id, name: t.sourceCard, targets: targets.flat(), targetNames: describeTargets(ctx, targets) });
  d.emit({ type: "abilityTriggered", player: t.controller, object: id, source: t.source, name: t.sourceCard, text: ability.text });
}
