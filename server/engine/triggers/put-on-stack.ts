// 603.3: when a player would receive priority, each player in APNAP order puts their waiting triggered
// abilities on the stack in the order they choose (603.3b), choosing targets as each goes on the stack;
// one with no legal target is removed (603.3d).

import { expectAnswer } from "../procedure/answers.ts";
import { chooseTargets, describeTargets } from "../stack/announcements.ts";
import type { DelayedAbility, TriggeredAbility } from "../../card-language/card-definition.ts";
import { abilitySourceQualities } from "../layers/characteristics.ts";
import { emit } from "../events/emit.ts";
import { apnapOrder, inGame } from "../objects/players.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import { NO_CHOICES, type PendingTrigger } from "../kernel/state.ts";
import type { Targeter } from "../stack/targets.ts";

function targetsOf(ability: TriggeredAbility | DelayedAbility): TriggeredAbility["targets"] {
  return ability.kind === "triggered" ? ability.targets : [];
}

/** Whether the order of these triggers can make a difference: not when they are all the same untargeted ability. */
function orderMatters(triggers: readonly PendingTrigger[]): boolean {
  const first = triggers[0]!;
  return triggers.some((t) => t.sourceCard !== first.sourceCard || t.text !== first.text || t.subject !== first.subject || targetsOf(t.text).length > 0);
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
    if (mine.length > 1 && orderMatters(mine)) {
      const triggers = mine.map((t) => ({ source: t.source, sourceCard: t.sourceCard, text: t.text.text }));
      const answer = ctx.ask(player, () => ({ kind: "orderTriggers", triggers }));
      if (answer) mine = expectAnswer(answer, "order").order.map((i) => mine[i]!);
    }
    for (const t of mine) if (inGame(d.state, player)) putOnStack(ctx, t);
  }
}

function putOnStack(ctx: ProcedureContext, t: PendingTrigger): void {
  const d = ctx.d;
  // 113.7a: the ability as it triggered, whatever has become of its source since.
  const ability = t.text;
  const id = d.newId();
  d.stack().push({
    kind: "ability",
    id,
    source: t.source,
    sourceCard: t.sourceCard,
    sourceColors: t.sourceColors,
    ...(t.sourcePower === undefined ? {} : { sourcePower: t.sourcePower }),
    controller: t.controller,
    ability: t.ability,
    text: ability,
    triggered: true,
    ready: false,
    choices: NO_CHOICES,
    subject: t.subject,
    ...(t.subjectController === undefined ? {} : { subjectController: t.subjectController }),
    ...(t.subjectPlayer === undefined ? {} : { subjectPlayer: t.subjectPlayer }),
    ...(t.subjectCopiable === undefined ? {} : { subjectCopiable: t.subjectCopiable }),
    ...(t.eventAmount === undefined ? {} : { eventAmount: t.eventAmount }),
  });
  emit(d, { type: "stackPushed", object: id, name: t.sourceCard, controller: t.controller, kind: "triggeredAbility", from: null, fromId: t.source });
  const by: Targeter = {
    ...abilitySourceQualities(d, t),
    controller: t.controller,
    self: id,
    source: t.source,
    ...(t.subjectController === undefined ? {} : { thatPlayer: t.subjectController }),
  };
  const targets = chooseTargets(
    ctx,
    t.controller,
    id,
    // "up to that many target …": the trigger event's amount is the most that may be chosen.
    targetsOf(ability).map((requirement) => ({
      requirement: requirement.upToEventAmount ? { ...requirement, max: t.eventAmount ?? 0 } : requirement,
      applies: true,
    })),
    by,
    { cancellable: false },
  );
  if (targets === null) {
    // 603.3d: no legal target can be chosen, so the ability is removed from the stack.
    d.stack().splice(
      d.state.stack.findIndex((o) => o.id === id),
      1,
    );
    emit(d, { type: "stackRemoved", object: id, name: t.sourceCard, reason: "removed", rule: "603.3d" });
    return;
  }
  Object.assign(d.stackObject(id)!, { ready: true, choices: { ...NO_CHOICES, targets } });
  if (targets.some((g) => g.length > 0))
    emit(d, { type: "targetsChosen", object: id, name: t.sourceCard, targets: targets.flat(), targetNames: describeTargets(ctx, targets) });
  emit(d, { type: "abilityTriggered", player: t.controller, object: id, source: t.source, name: t.sourceCard, text: ability.text });
}
