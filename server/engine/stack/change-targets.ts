// 115.7: effects that change the targets of a spell already on the stack.

import { expectAnswer } from "../procedure/answers.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import { spellFacts } from "../layers/characteristics.ts";
import { rulesText } from "../layers/copiable.ts";
import { shownName } from "../layers/printed.ts";
import type { PlayerId, Spell } from "../kernel/state.ts";
import { emit } from "../events/emit.ts";
import { describeTargets } from "./announcements.ts";
import { targetSlots, textParts } from "./spell-text.ts";
import { hasSingleTarget, legalTargets, sameTarget, type Targeter } from "./targets.ts";

/**
 * 115.7a: "Change the target of [a spell with a single target]": `player` changes it to another target legal for the
 * spell (seen from the spell and its controller), or it stays unchanged if there is none, even if it's illegal by then.
 */
export function changeSingleTarget(ctx: ProcedureContext, spell: Spell, player: PlayerId): void {
  const d = ctx.d;
  if (!hasSingleTarget(spell)) return;
  const index = spell.choices.targets.findIndex((group) => group.length === 1);
  const current = spell.choices.targets[index]![0]!;
  const slots = targetSlots(textParts(d.cards, rulesText(d, spell), spell.choices.splices), spell.choices);
  const slot = slots[index];
  if (!slot) return;
  const { chars } = spellFacts(d, spell);
  const by: Targeter = { controller: spell.controller, colors: chars.colors, types: chars.types, self: spell.id };
  const options = legalTargets(d, slot.requirement, by).filter((t) => !sameTarget(t, current));
  if (options.length === 0) return;
  const answer = ctx.ask(player, () => ({
    kind: "chooseTargets",
    object: spell.id,
    requirement: index,
    text: `${slot.requirement.text} (${shownName(spell)}'s new target, in place of ${describeTargets(ctx, [[current]]).join(", ")}; 115.7a)`,
    min: 1,
    max: 1,
    options,
  }));
  const chosen = answer ? expectAnswer(answer, "targets").targets : [options[0]!];
  const targets = spell.choices.targets.map((group, i) => (i === index ? chosen : group));
  Object.assign(d.stackObject(spell.id)!, { choices: { ...spell.choices, targets } });
  // 603.2e: the new target becomes a target of the spell.
  emit(d, { type: "targetsChosen", object: spell.id, name: shownName(spell), targets: chosen, targetNames: describeTargets(ctx, [chosen]) });
}
