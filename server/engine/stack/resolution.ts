// 608: resolving the top object of the stack.

import { conditionMet } from "../triggers/collect.ts";
import type { Draft } from "../kernel/draft.ts";
import { lastKnownOf, moveSpellOffStack, performEffects, removeAbility, type EffectContext } from "../effects/effects.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import { targetSlots, textParts } from "./spell-text.ts";
import type { Spell, StackAbility, StackObject, Target } from "../kernel/state.ts";
import { colorsOf, definitionOf, sourceColorsOf, sourceTypeLineOf, sourceTypesOf } from "../layers/characteristics.ts";
import { shownName } from "../layers/printed.ts";
import { revealIfFaceDown } from "../objects/face-down.ts";
import { isLegalTarget, type Targeter } from "./targets.ts";
import { enterBattlefield, putIntoGraveyard } from "../objects/zones.ts";
import { emit } from "../events/emit.ts";
import { performStateBasedActions } from "../sba/state-based-actions.ts";

export function resolveTopOfStack(ctx: ProcedureContext): void {
  const d = ctx.d;
  const top = d.state.stack[d.state.stack.length - 1];
  if (!top) throw new Error("engine bug: resolving an empty stack");
  emit(d, { type: "resolving", object: top.id, name: top.kind === "spell" ? shownName(top) : top.sourceCard });
  if (top.kind === "spell") resolveSpell(ctx, top);
  else resolveAbility(ctx, top);
  // 723.1c: once an effect ended the turn, state-based actions are checked; no player gets priority, and triggered
  // abilities wait for the cleanup step (723.1f).
  if (d.state.turn.ended) performStateBasedActions(ctx);
}

/** 608.2b: which chosen targets are still legal; null when it had targets and every one is now illegal. */
function checkTargets(d: Draft, object: StackObject, requirements: readonly Parameters<typeof isLegalTarget>[1][], by: Targeter): boolean[][] | null {
  const targets = object.choices.targets;
  const legal = targets.map((group, i) => group.map((t: Target) => isLegalTarget(d, requirements[i]!, by, t)));
  const hadTargets = targets.some((g) => g.length > 0);
  return hadTargets && legal.every((g) => g.every((ok) => !ok)) ? null : legal;
}

function resolveSpell(ctx: ProcedureContext, spell: Spell): void {
  const d = ctx.d;
  // 709.3b, 712.8f, 715.3b: the face or half cast is the spell's only text.
  const def = definitionOf(d.cards, spell);
  const parts = textParts(d.cards, def, spell.choices.splices);
  const slots = targetSlots(parts, spell.choices);
  // The spell's colors now: an effect may have changed them since it was cast (Deathlace).
  const colors = colorsOf(d, spell);
  const by: Targeter = {
    controller: spell.controller,
    colors,
    ...sourceTypeLineOf(d, spell.id, spell.card),
    self: spell.id,
    modeChooser: spell.choices.modeChooser,
  };
  const legal = checkTargets(
    d,
    spell,
    slots.map((s) => s.requirement),
    by,
  );
  if (!legal) {
    // 608.2b, or 608.3b for a permanent spell: the spell doesn't resolve; it goes to its owner's graveyard.
    const rule = def.spell ? "608.2b" : "608.3b";
    emit(d, { type: "countered", object: spell.id, name: shownName(spell), reason: "all its targets are illegal", rule });
    moveSpellOffStack(d, spell, "graveyard", "countered", rule);
    return;
  }
  const lastKnown = lastKnownOf(d, spell.choices.targets);
  if (def.spell) {
    // 608.2c: the instructions are followed in order: the spell's own text, then each spliced card's (702.47b).
    for (const part of parts) {
      const span = (from: number, list: readonly (readonly unknown[])[]) => list.slice(from, from + part.text.targets.length);
      const e: EffectContext = {
        object: spell.id,
        source: spell.id,
        sourceName: shownName(spell),
        sourceColors: colors,
        controller: spell.controller,
        choices: spell.choices,
        targets: span(part.firstSlot, spell.choices.targets) as Target[][],
        legal: span(part.firstSlot, legal) as boolean[][],
        division: span(part.firstSlot, spell.choices.division) as number[][],
        lastKnown,
        subject: null,
      };
      performEffects(ctx, e, part.text.effects);
    }
    // 608.2n: last, the spell goes to its owner's graveyard — or its hand with buyback (702.27a), or exile as an
    // Adventure (715.3d). 608.2m: unless it already left.
    const still = d.state.stack.find((o) => o.id === spell.id);
    const adventure = spell.face === 1 && d.def(spell.card).faces?.layout === "adventure";
    if (still?.kind === "spell") moveSpellOffStack(d, still, adventure ? "adventure" : spell.choices.buyback ? "hand" : "graveyard", "resolved");
    return;
  }
  // 608.3: a permanent spell enters the battlefield under its controller's control; an Aura attached to its target (608.3c).
  const leaveStack = (): void => {
    const stack = d.stack();
    const at = stack.findIndex((o) => o.id === spell.id);
    if (at < 0) return;
    stack.splice(at, 1);
    emit(d, { type: "stackRemoved", object: spell.id, name: shownName(spell), reason: "resolved" });
  };
  const carried = d.state.effects.some((e) => e.kind === "characteristics" && e.affected.includes(spell.id));
  const enchanted = def.enchant ? spell.choices.targets[0]?.[0] : undefined;
  const perm = enterBattlefield(d, spell.card, spell.owner, spell.controller, "stack", {
    attachedTo: enchanted?.kind === "object" ? enchanted.id : null,
    // 303.4: an Aura with "enchant player" is attached to the player it targeted.
    ...(enchanted?.kind === "player" ? { attachedToPlayer: enchanted.id } : {}),
    // 614.1c: "enters with X counters" counts what was announced and paid as it was cast.
    cast: { x: spell.choices.x, kicks: spell.choices.kicks },
    castFrom: spell.from,
    leave: leaveStack,
    // 614.17d, 712.13a: a permanent spell that can't enter the battlefield goes where a resolved spell goes (608.2n).
    // It stays on the stack while a player chooses among replacement effects of its move (616.1); a face-down one is
    // revealed as it leaves (708.9).
    refused: (why) =>
      putIntoGraveyard(d, spell.card, spell.owner, "stack", spell.id, why, () => {
        leaveStack();
        revealIfFaceDown(d, spell);
      }),
    // 712.13: a double-faced spell becomes a permanent with the same face up.
    ...(spell.face === undefined ? {} : { face: spell.face }),
    // 708.4, 702.37c: a face-down spell becomes a face-down permanent.
    ...(spell.faceDown ? { faceDown: true } : {}),
  });
  if (!perm) return;
  // 400.7a: effects of spells and abilities that changed the permanent spell continue to apply to the permanent.
  if (carried)
    d.state.effects = d.state.effects.map((e) =>
      e.kind === "characteristics" && e.affected.includes(spell.id) ? { ...e, affected: e.affected.map((a) => (a === spell.id ? perm.id : a)) } : e,
    );
  if (enchanted?.kind === "object") {
    const host = d.state.battlefield.find((p) => p.id === enchanted.id)!;
    emit(d, { type: "attached", object: perm.id, name: shownName(perm), to: host.id, toName: shownName(host) });
  } else if (enchanted?.kind === "player") emit(d, { type: "attachedToPlayer", object: perm.id, name: shownName(perm), player: enchanted.id });
}

function resolveAbility(ctx: ProcedureContext, ability: StackAbility): void {
  const d = ctx.d;
  // 113.7a: it resolves as the text it was created with, whatever has become of its source.
  const text = ability.text;
  // The source's colors as it is now, or as it last existed on the battlefield (608.2b, 113.7a).
  const sourceColors = sourceColorsOf(d, ability);
  // 608.2a: an intervening "if" clause is checked again; if it's false now, the ability does nothing.
  if (text.kind === "triggered" && !conditionMet(d, text.condition, ability.controller, ability.source)) {
    emit(d, { type: "countered", object: ability.id, name: ability.sourceCard, reason: 'its "if" condition is no longer true', rule: "608.2a" });
    removeAbility(d, ability, "countered", "608.2a");
    return;
  }
  const by: Targeter = {
    controller: ability.controller,
    colors: sourceColors,
    types: sourceTypesOf(d, ability.source, ability.sourceCard),
    self: ability.id,
    source: ability.source,
    ...(ability.subjectController === undefined ? {} : { thatPlayer: ability.subjectController }),
  };
  const legal = checkTargets(d, ability, text.kind === "delayed" ? [] : text.targets, by);
  if (!legal) {
    emit(d, { type: "countered", object: ability.id, name: ability.sourceCard, reason: "all its targets are illegal", rule: "608.2b" });
    removeAbility(d, ability, "countered", "608.2b");
    return;
  }
  const e: EffectContext = {
    object: ability.id,
    source: ability.source,
    sourceName: ability.sourceCard,
    sourceColors,
    controller: ability.controller,
    choices: ability.choices,
    targets: ability.choices.targets,
    legal,
    division: ability.choices.division,
    lastKnown: lastKnownOf(d, ability.choices.targets),
    subject: ability.subject,
    ...(ability.subjectController === undefined ? {} : { subjectController: ability.subjectController }),
    ...(ability.subjectPlayer === undefined ? {} : { subjectPlayer: ability.subjectPlayer }),
    ...(ability.subjectCopiable === undefined ? {} : { subjectCopiable: ability.subjectCopiable }),
    ...(ability.eventAmount === undefined ? {} : { eventAmount: ability.eventAmount }),
    ...(ability.sourceAttachedTo === undefined ? {} : { sourceAttachedTo: ability.sourceAttachedTo }),
    ...(ability.sourcePower === undefined ? {} : { sourcePower: ability.sourcePower }),
  };
  performEffects(ctx, e, text.effects);
  // 608.2n: the ability is removed from the stack and ceases to exist.
  if (d.state.stack.some((o) => o.id === ability.id)) removeAbility(d, ability, "resolved");
}
