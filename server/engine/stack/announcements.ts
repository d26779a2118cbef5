// 601.2b–d: the announcements and choices of a spell or ability being cast or activated, in the order the
// rules give them: modes, splices, alternative and additional costs, X, hybrid and Phyrexian payments,
// then targets and division. Each that needs a decision is a prompt; each that can't be made reverses the
// whole action (732.1).

import { manaValue, type ManaSymbol } from "../../../shared/mana.ts";
import { expectAnswer } from "../procedure/answers.ts";
import type { AlternativeCost, Amount, CardDefinition, Cost, SpellAbility, TargetRequirement } from "../../card-language/card-definition.ts";
import { symbolOptions } from "./mana.ts";
import { opponentsOf } from "../objects/players.ts";
import { Reversal, type ProcedureContext } from "../procedure/procedure.ts";
import { MAX_ANNOUNCED_NUMBER, type CostChoice } from "../../../shared/prompt.ts";
import { permanentsWithStatic } from "../layers/battlefield-facts.ts";
import type { Choices, ObjectId, PlayerId, Target } from "../kernel/state.ts";
import { hasEnoughTargets, legalTargets, targetName, type Targeter } from "./targets.ts";
import type { TextPart } from "./spell-text.ts";
import { emit } from "../events/emit.ts";
import { characteristics } from "../layers/characteristics.ts";

const cancellable = { cancellable: true } as const;

/** Whether each of these requirements has enough legal choices now (a mode or a splice that can't be chosen otherwise). */
function enoughTargetsFor(ctx: ProcedureContext, requirements: readonly TargetRequirement[], by: Targeter): boolean {
  return requirements.every((r) => hasEnoughTargets(ctx.d, r, by));
}

/** 601.2b, 700.2: modes, chosen by the controller or (601.6) an opponent; a mode with no legal targets can't be chosen. */
export function chooseModes(
  ctx: ProcedureContext,
  controller: PlayerId,
  object: ObjectId,
  def: CardDefinition,
  text: SpellAbility,
  by: Targeter,
): { modes: number[]; entwined: boolean; chooser: PlayerId | null } {
  const modes = text.modes!;
  const available = modes.texts.map((_, mode) =>
    enoughTargetsFor(
      ctx,
      text.targets.filter((t) => t.when && "mode" in t.when && t.when.mode === mode),
      by,
    ),
  );
  if (available.filter(Boolean).length < modes.min) throw new Reversal(`too few of its modes can be chosen`, "700.2a");
  let chooser = controller;
  if (modes.chooser === "opponent") {
    const opponents = opponentsOf(ctx.d.state, controller);
    // 601.6a: with several opponents, the spell's controller decides which of them chooses.
    if (opponents.length > 1) {
      const answer = ctx.ask(controller, () => ({ kind: "chooseOpponent", object, options: opponents, purpose: "choose the mode" }), cancellable);
      chooser = expectAnswer(answer, "player").player;
    } else chooser = opponents[0]!;
  }
  const entwine = def.costs.entwine !== null && available.every(Boolean);
  const answer = ctx.ask(chooser, () => ({ kind: "chooseModes", object, texts: modes.texts, available, min: modes.min, max: modes.max, entwine }), {
    cancellable: chooser === controller,
  });
  // A chooser who left the game: the first available modes (800.4g has the controller pick another opponent, of whom there is none).
  const chosen = answer ? [...expectAnswer(answer, "modes").modes].sort((a, b) => a - b) : available.flatMap((ok, i) => (ok ? [i] : [])).slice(0, modes.min);
  emit(ctx.d, { type: "modesChosen", object, name: def.name, chooser, modes: chosen.map((m) => modes.texts[m]!) });
  return { modes: chosen, entwined: chosen.length > modes.max, chooser: modes.chooser === "opponent" ? chooser : null };
}

/** 702.47a–b: cards in hand with splice onto one of the spell's subtypes, whose own targets can be chosen. */
export function chooseSplices(ctx: ProcedureContext, player: PlayerId, object: ObjectId, def: CardDefinition, by: Targeter): string[] {
  const d = ctx.d;
  const options = () =>
    d.state.players[player]!.hand.filter((c) => {
      const splice = d.def(c.card).costs.splice;
      return splice !== null && def.subtypes.includes(splice.onto) && enoughTargetsFor(ctx, d.def(c.card).spell?.targets ?? [], by);
    }).map((c) => c.id);
  if (options().length === 0) return [];
  const answer = ctx.ask(player, () => ({ kind: "chooseSplices", object, options: options() }), cancellable);
  const names = expectAnswer(answer, "cards").cards.map((id) => d.state.players[player]!.hand.find((c) => c.id === id)!.card);
  // The spliced cards are revealed (702.47a): everyone sees them.
  if (names.length > 0) emit(d, { type: "spliced", object, name: def.name, cards: names });
  return names;
}

export interface CostAnnouncement {
  /** The alternative cost paid instead of the mana cost, or null for the mana cost. */
  readonly alternative: AlternativeCost | null;
  readonly kicks: number;
  readonly buyback: boolean;
}

/** The alternative costs available to a spell: its own, and those granted by permanents (Dream Halls). */
function alternativeCosts(ctx: ProcedureContext, def: CardDefinition): AlternativeCost[] {
  const granted: AlternativeCost[] = [];
  for (const perm of permanentsWithStatic(ctx.d, "grantAlternativeCost")) {
    for (const { ability: a } of characteristics(ctx.d, perm).abilities)
      if (a.kind === "static" && a.effect.kind === "grantAlternativeCost") granted.push({ id: a.effect.id, text: a.effect.text, cost: a.effect.cost });
  }
  return [...def.costs.alternative, ...granted];
}

export const FLASHBACK = "flashback";

const FREE: AlternativeCost = { id: "free", text: "without paying its mana cost", cost: { mana: null, parts: [], text: "{0}" } };

/**
 * 601.2b: the intention to pay alternative or additional costs. At most one alternative cost (118.9a); a
 * spell cast with flashback pays its flashback cost and no other alternative cost (702.34a).
 */
export function chooseCosts(
  ctx: ProcedureContext,
  player: PlayerId,
  object: ObjectId,
  def: CardDefinition,
  from: "hand" | "graveyard" | "exile",
  free: boolean,
): CostAnnouncement {
  const flashback: AlternativeCost | null = def.costs.flashback
    ? { id: FLASHBACK, text: `flashback ${def.costs.flashback.text}`, cost: def.costs.flashback }
    : null;
  // An effect that lets a player cast a spell without paying its mana cost imposes that alternative cost (118.9b).
  const alternatives = free ? [FREE] : from === "graveyard" ? [flashback!] : alternativeCosts(ctx, def);
  const choices: CostChoice[] = [];
  if (from !== "graveyard" && def.manaCost !== null && !free) choices.push({ id: "mana", text: `its mana cost` });
  for (const a of alternatives) choices.push({ id: a.id, text: a.text });
  const optional: (CostChoice & { max: number | null })[] = [];
  if (def.costs.kicker)
    optional.push({
      id: "kicker",
      text: `${def.costs.kicker.multi ? "multikicker" : "kicker"} ${def.costs.kicker.cost.text}`,
      max: def.costs.kicker.multi ? null : 1,
    });
  if (def.costs.buyback) optional.push({ id: "buyback", text: `buyback ${def.costs.buyback.text}`, max: 1 });
  if (choices.length <= 1 && optional.length === 0) {
    const only = choices[0];
    return { alternative: only && only.id !== "mana" ? alternatives.find((a) => a.id === only.id)! : null, kicks: 0, buyback: false };
  }
  const answer = expectAnswer(
    ctx.ask(player, () => ({ kind: "chooseCosts", object, alternatives: choices, optional }), cancellable),
    "costs",
  );
  return {
    alternative: answer.alternative === "mana" ? null : alternatives.find((a) => a.id === answer.alternative)!,
    kicks: answer.optional.kicker ?? 0,
    buyback: (answer.optional.buyback ?? 0) > 0,
  };
}

/**
 * 107.3a: the value of X, announced when X appears in a cost being paid — in its mana symbols, or (`inCost`)
 * elsewhere in it ("Remove X counters", a [−X] loyalty cost); otherwise 0 (107.3b).
 */
export function announceX(ctx: ProcedureContext, player: PlayerId, object: ObjectId, name: string, symbols: readonly ManaSymbol[], inCost = false): number {
  if (!inCost && !symbols.some((s) => s.kind === "variable")) return 0;
  const answer = ctx.ask(player, () => ({ kind: "announceX", object, max: MAX_ANNOUNCED_NUMBER }), cancellable);
  const x = expectAnswer(answer, "number").value;
  emit(ctx.d, { type: "xAnnounced", object, name, x });
  return x;
}

/** 601.2b: for each hybrid symbol the half to pay, for each Phyrexian symbol mana or 2 life. */
export function announceSymbols(ctx: ProcedureContext, player: PlayerId, object: ObjectId, symbols: readonly ManaSymbol[]): string[] {
  const options = symbolOptions(symbols);
  if (options.length === 0) return [];
  return [
    ...expectAnswer(
      ctx.ask(player, () => ({ kind: "chooseManaSymbols", object, symbols: options }), cancellable),
      "symbols",
    ).choices,
  ];
}

/**
 * 601.2c: targets, slot by slot. A slot whose requirement doesn't apply stays empty. The same object can't be
 * chosen twice for one requirement (checked when answering), but may be for several (Seeds of Strength).
 * When a requirement can't be met, a cancellable action is to be reversed (a Reversal), or else the result is
 * null. Stops are returned, not thrown (procedure.ts): the caller returns them.
 */
export function chooseTargets(
  ctx: ProcedureContext,
  player: PlayerId,
  object: ObjectId,
  slots: readonly { requirement: TargetRequirement; applies: boolean; part?: { readonly firstSlot: number } }[],
  by: Targeter,
  options: { cancellable: boolean },
): Target[][] | null {
  const d = ctx.d;
  const chosen: Target[][] = [];
  // An indexed loop: questions and reversals are thrown through it, and unwinding a for-of iterator is costly.
  for (let index = 0; index < slots.length; index++) {
    const { requirement, applies, part } = slots[index]!;
    // A requirement for no target ("X target …" with X = 0) chooses nothing.
    if (!applies || requirement.max === 0) {
      chosen.push([]);
      continue;
    }
    // "another target": what was chosen for the named earlier requirements of the same text is excluded.
    const excluded = (requirement.distinctFrom ?? []).flatMap((j) => chosen[(part?.firstSlot ?? 0) + j] ?? []);
    const legalNow = (): Target[] => legalTargets(d, requirement, by).filter((t) => !excluded.some((e) => e.kind === t.kind && e.id === t.id));
    // Players who left while this was asked leave first, taking their objects with them (800.4a); then the legal choices are found once.
    ctx.settle();
    const legal = legalNow();
    if (legal.length < requirement.min) {
      if (options.cancellable) throw new Reversal(`there is no legal choice for "${requirement.text}"`, "601.2c");
      return null;
    }
    const answer = ctx.ask(
      player,
      () => ({
        kind: "chooseTargets",
        object,
        requirement: index,
        text: requirement.text,
        min: requirement.min,
        max: requirement.max,
        options: legal,
      }),
      options,
    );
    chosen.push(answer ? [...expectAnswer(answer, "targets").targets] : legal.slice(0, requirement.min));
  }
  return chosen;
}

export function resolveAmount(amount: Amount, choices: Choices): number {
  if (typeof amount === "number") return amount;
  if ("x" in amount) return choices.x;
  return 0;
}

/** 601.2d: divide an amount among the chosen targets, at least one each; with more targets than the amount, it can't be done. */
export function announceDivision(
  ctx: ProcedureContext,
  player: PlayerId,
  object: ObjectId,
  name: string,
  parts: readonly TextPart[],
  choices: Choices,
): number[][] {
  const division: number[][] = choices.targets.map(() => []);
  for (const part of parts) {
    const divide = part.text.divide;
    if (!divide) continue;
    const slot = part.firstSlot + divide.target;
    const targets = choices.targets[slot] ?? [];
    const amount = resolveAmount(divide.amount, choices);
    if (targets.length === 0) continue;
    if (targets.length > amount) throw new Reversal(`${amount} can't be divided among ${targets.length} targets with at least 1 each`, "601.2d");
    if (targets.length === 1) division[slot] = [amount];
    else {
      const answer = ctx.ask(player, () => ({ kind: "divide", object, amount, targets }), cancellable);
      division[slot] = [...expectAnswer(answer, "division").amounts];
    }
    emit(ctx.d, { type: "damageDivided", object, name, amounts: division[slot]! });
  }
  return division;
}

/** The additional costs chosen or imposed (118.8): the card's own, kicker, entwine, buyback and splice costs. */
export function additionalCosts(ctx: ProcedureContext, def: CardDefinition, choices: Choices): Cost[] {
  const out: Cost[] = [];
  if (def.costs.additional) out.push(def.costs.additional);
  for (let i = 0; i < choices.kicks; i++) out.push(def.costs.kicker!.cost);
  if (choices.entwined) out.push(def.costs.entwine!);
  if (choices.buyback) out.push(def.costs.buyback!);
  for (const name of choices.splices) out.push(ctx.d.def(name).costs.splice!.cost);
  return out;
}

/** The spell's mana value on the stack (202.3e: X counts). Alternative and additional costs don't change it (118.8d, 118.9c). */
export function manaValueOnStack(def: CardDefinition, x: number): number {
  return def.manaCost ? manaValue(def.manaCost, x) : 0;
}

export function describeTargets(ctx: ProcedureContext, targets: readonly (readonly Target[])[]): string[] {
  return targets.flat().map((t) => targetName(ctx.d.state, t));
}
