// 602: activating an activated ability. The ability is created on the stack as an object that is not a
// card (602.2a); the rest follows the steps of casting a spell (602.2b): announcements, targets, total
// cost, mana abilities, payment — and any failure reverses the whole activation (732.1).

import { announceSymbols, announceX, chooseTargets, describeTargets } from "./announcements.ts";
import { abilityWithKey, characteristics, colorsOf } from "../layers/characteristics.ts";
import { abilitySubject, determineTotalCost, loyaltyCostIncreases } from "./costs.ts";
import { payTotalCost } from "./payment.ts";
import type { ActivatedAbility } from "../../card-language/card-definition.ts";
import { Reversal, type ProcedureContext } from "../procedure/procedure.ts";
import { NO_CHOICES, type AbilityKey, type ObjectId, type Permanent, type PlayerId } from "../kernel/state.ts";
import { staticEffects } from "../layers/battlefield-facts.ts";
import type { Reader } from "../layers/view.ts";
import type { Targeter } from "./targets.ts";
import { emit } from "../events/emit.ts";
import { shownName } from "../layers/printed.ts";
import { bindChosenColor, choicesFor } from "../layers/entry-choices.ts";
import { rulesText } from "../layers/copiable.ts";

/** The key under which activations of a once-per-turn ability are counted (602.5b: it stays with the permanent): "permanent id/ability key". */
/** 602.5b: how many times each turn the ability may be activated ("only once each turn", "no more than twice each turn"), if limited. */
export function activationsPerTurn(ability: ActivatedAbility): number | null {
  return ability.oncePerTurn ? 1 : (ability.timesPerTurn ?? null);
}

export function activationKey(source: ObjectId, ability: AbilityKey): string {
  return `${source}/${ability}`;
}

/** 606.3: the key under which the loyalty abilities activated of a permanent this turn are counted. */
export function loyaltyActivationKey(source: ObjectId): string {
  return `${source}/loyalty`;
}

/**
 * 602.5, 607.2d: "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities":
 * the permanent whose non-mana activated abilities can't be activated, because of which permanent, if any.
 */
export function activationForbiddenBy(r: Reader, perm: Permanent): Permanent | undefined {
  const forbidding = staticEffects(r, "cantActivateChosenName");
  if (forbidding.length === 0) return undefined;
  const name = characteristics(r, perm).name;
  return forbidding.find(({ perm: p }) => choicesFor(p, rulesText(r, p))?.cardName === name)?.perm;
}

/** Activates the ability; a question or the activation's reversal is thrown (procedure.ts). */
export function activateAbility(ctx: ProcedureContext, player: PlayerId, sourceId: ObjectId, key: AbilityKey): void {
  const d = ctx.d;
  const source = d.state.battlefield.find((p) => p.id === sourceId);
  if (!source) throw new Reversal("its source is no longer on the battlefield", "602.2");
  const has = abilityWithKey(characteristics(d, source).abilities, key);
  if (has?.kind !== "activated") throw new Reversal("its source no longer has that ability", "602.2");
  const forbidding = activationForbiddenBy(d, source);
  if (forbidding) throw new Reversal(`${forbidding.card} forbids it`, "602.5");
  const ability = bindChosenColor(has, choicesFor(source, rulesText(d, source)));
  // 602.2a: the ability is created on the stack, with the text of the ability and no other characteristics.
  const id = d.newId();
  const colors = colorsOf(d, source);
  const sourcePower = characteristics(d, source).power;
  d.stack().push({
    kind: "ability",
    id,
    source: sourceId,
    sourceCard: shownName(source),
    sourceColors: colors,
    ...(sourcePower === null ? {} : { sourcePower }),
    controller: player,
    ability: key,
    text: ability,
    triggered: false,
    ready: false,
    choices: NO_CHOICES,
    subject: null,
  });
  emit(d, { type: "stackPushed", object: id, name: shownName(source), controller: player, kind: "activatedAbility", from: null, fromId: sourceId });
  const { types, subtypes } = characteristics(d, source);
  const by: Targeter = { controller: player, colors, types, subtypes, self: id, source: source.id };

  // 601.2b: X and hybrid/Phyrexian payments in the activation cost.
  const symbols = ability.cost.mana ?? [];
  const x = announceX(
    ctx,
    player,
    id,
    shownName(source),
    symbols,
    ability.cost.parts.some((p) => p.kind === "removeCountersFromSelf" && p.count === "X"),
  );
  const symbolChoices = announceSymbols(ctx, player, id, symbols);

  // 601.2c: targets.
  const targets = chooseTargets(
    ctx,
    player,
    id,
    ability.targets.map((requirement) => ({ requirement, applies: true })),
    by,
    { cancellable: true },
  )!;
  Object.assign(d.stackObject(id)!, { choices: { ...NO_CHOICES, x, targets } });
  if (targets.some((t) => t.length > 0))
    emit(d, { type: "targetsChosen", object: id, name: shownName(source), targets: targets.flat(), targetNames: describeTargets(ctx, targets) });

  // 601.2f–h: the total cost (activation cost plus increases), then payment.
  const additional = ability.loyalty ? loyaltyCostIncreases(ctx, source, player) : [];
  const total = determineTotalCost(ctx, abilitySubject(ctx, source, id, player), { base: ability.cost, additional }, x, symbolChoices, []);
  payTotalCost(ctx, { player, object: id, source: sourceId, spellColors: [] }, total);

  // 601.2i analog: the ability is activated.
  Object.assign(d.stackObject(id)!, { ready: true });
  const counted = [
    ...(activationsPerTurn(ability) !== null ? [activationKey(sourceId, key)] : []),
    ...(ability.loyalty ? [loyaltyActivationKey(sourceId)] : []),
  ];
  for (const k of counted) d.state.activationsThisTurn = { ...d.state.activationsThisTurn, [k]: (d.state.activationsThisTurn[k] ?? 0) + 1 };
  emit(d, { type: "abilityActivated", player, object: id, source: sourceId, name: shownName(source), text: ability.text });
  return undefined;
}
