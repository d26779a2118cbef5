// 707.10: copying a spell puts a copy of it onto the stack. The copy isn't cast (no costs are paid, nothing that
// triggers on casting triggers); it has the spell's copiable values (707.2, 707.3) with the copy effect's
// exceptions (707.9), and every choice made for it — modes, X, kicker, alternative cost, targets, division.

import type { CopyException } from "../../card-language/card-definition.ts";
import { expectAnswer } from "../procedure/answers.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import { spellFacts } from "../layers/characteristics.ts";
import { copyOf, rulesText } from "../layers/copiable.ts";
import { becomeCopy } from "../objects/permanents.ts";
import type { ObjectId, PlayerId, Spell, Target } from "../kernel/state.ts";
import { emit } from "../events/emit.ts";
import { describeTargets } from "./announcements.ts";
import { targetSlots, textParts } from "./spell-text.ts";
import { legalTargets, sameTarget, type Targeter } from "./targets.ts";

export interface CopyOptions {
  /** 707.9: the copy effect's exceptions ("except that the copy is red"). */
  readonly except: readonly CopyException[];
  /** 707.10c: "You may choose new targets for the copy." */
  readonly newTargets: boolean;
  /** The card whose effect copies it. */
  readonly by: string;
  /** 707.10e: every target of the copy is this object (the effect specifies it). */
  readonly target?: ObjectId;
}

/** Puts a copy of `original` onto the stack under `controller`'s control, who owns it too (707.10). */
export function copySpell(ctx: ProcedureContext, original: Spell, controller: PlayerId, options: CopyOptions): ObjectId {
  const d = ctx.d;
  const values = copyOf(d, original, options.except);
  const id = d.newId();
  d.stack().push({
    kind: "spell",
    id,
    card: values.card,
    owner: controller,
    controller,
    cast: false,
    copy: true,
    from: original.from,
    choices: original.choices,
    // 709.3, 712.11, 715.3: a spell cast as one face or half has that face's values; so has its copy.
    ...(values.face === undefined ? {} : { face: values.face }),
  });
  // Its card's printed values, unless exceptions (its own or the original's, 707.3) change them.
  if (values.except.length > 0) becomeCopy(d, id, values, options.by, controller);
  emit(d, { type: "spellCopied", player: controller, object: id, original: original.id, name: values.card });
  const targets =
    options.target !== undefined
      ? original.choices.targets.map((group) => (group.length > 0 ? [{ kind: "object" as const, id: options.target! }] : group))
      : options.newTargets
        ? chooseNewTargets(ctx, d.stackObject(id) as Spell)
        : original.choices.targets;
  if (targets !== original.choices.targets) Object.assign(d.stackObject(id)!, { choices: { ...original.choices, targets } });
  if (targets.some((t) => t.length > 0))
    emit(d, { type: "targetsChosen", object: id, name: values.card, targets: targets.flat(), targetNames: describeTargets(ctx, targets) });
  return id;
}

/**
 * 707.10e: copies `original` with each of its targets one of `candidates`: the one, or the one its controller chooses
 * among those, that is a legal target for each instance of the word "target"; with none, the copy isn't created.
 */
export function copySpellTargeting(ctx: ProcedureContext, original: Spell, controller: PlayerId, by: string, candidates: readonly ObjectId[]): ObjectId | null {
  const d = ctx.d;
  const slots = targetSlots(textParts(d.cards, rulesText(d, original), original.choices.splices), original.choices);
  const { chars } = spellFacts(d, original);
  const targeter: Targeter = { controller, colors: chars.colors, types: chars.types, self: original.id };
  const used = original.choices.targets.flatMap((group, i) => (group.length > 0 && slots[i] ? [slots[i]!.requirement] : []));
  const legal = candidates.filter((id) => used.every((req) => legalTargets(d, req, targeter).some((t) => sameTarget(t, { kind: "object", id }))));
  if (legal.length === 0) return null;
  const answer =
    legal.length === 1
      ? undefined
      : ctx.ask(controller, () => ({
          kind: "chooseObject",
          object: original.id,
          text: `the target of the copy of ${original.card} (707.10e)`,
          options: legal,
          optional: false,
        }));
  const target = answer ? expectAnswer(answer, "choose").object : legal[0]!;
  return copySpell(ctx, original, controller, { except: [], newTargets: false, by, target });
}

/**
 * 707.10c: the copy's controller may leave any of its targets unchanged, even illegal ones, and change the others to
 * legal ones. Each target keeps its place (and its share of a division, 601.2d); "another target" still excludes what
 * the copy targets with the other instance of the word.
 */
function chooseNewTargets(ctx: ProcedureContext, copy: Spell): readonly (readonly Target[])[] {
  const d = ctx.d;
  const current = copy.choices.targets;
  const slots = targetSlots(textParts(d.cards, rulesText(d, copy), copy.choices.splices), copy.choices);
  const { chars } = spellFacts(d, copy);
  const by: Targeter = { controller: copy.controller, colors: chars.colors, types: chars.types, self: copy.id };
  const optionsFor = (index: number, chosen: readonly (readonly Target[])[]): Target[] => {
    const group = current[index]!;
    // A requirement with nothing chosen for it (an unchosen mode's) gets no target in the copy either.
    if (group.length === 0) return [];
    const { requirement, part } = slots[index]!;
    const excluded = (requirement.distinctFrom ?? []).flatMap((j) => chosen[part.firstSlot + j] ?? []);
    const others = legalTargets(d, requirement, by).filter((t) => !group.some((g) => sameTarget(g, t)) && !excluded.some((e) => sameTarget(e, t)));
    return others.length === 0 ? [] : [...group, ...others];
  };
  if (!current.some((_, i) => optionsFor(i, current).length > 0)) return current;
  const change = ctx.ask(copy.controller, () => ({
    kind: "chooseOption",
    object: copy.id,
    text: `${copy.card}: choose new targets for the copy (707.10c)?`,
    options: [KEEP, CHANGE],
  }));
  if (!change || expectAnswer(change, "option").option !== CHANGE) return current;
  const chosen: (readonly Target[])[] = [...current];
  for (let index = 0; index < current.length; index++) {
    const options = optionsFor(index, chosen);
    if (options.length === 0) continue;
    const n = current[index]!.length;
    const answer = ctx.ask(copy.controller, () => ({
      kind: "chooseTargets",
      object: copy.id,
      requirement: index,
      text: `${slots[index]!.requirement.text} (the copy's, in place of ${describeTargets(ctx, [current[index]!]).join(", ")})`,
      min: n,
      max: n,
      options,
    }));
    if (answer) chosen[index] = expectAnswer(answer, "targets").targets;
  }
  return chosen;
}

const KEEP = "keep the targets";
const CHANGE = "choose new targets";
