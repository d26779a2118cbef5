// 601.2g–h: mana abilities may be activated, then the locked-in total cost is paid, part by part in any
// order the player likes (costs that move cards out of a library last). No partial payment: a part that
// can't be paid makes the whole action illegal, and it is reversed (732.1). Also 118.12a payments made
// while a spell resolves ("unless its controller pays {3}").

import { formatMana } from "../../../shared/mana.ts";
import type { Color } from "../../../shared/mana.ts";
import { expectAnswer } from "../procedure/answers.ts";
import { describeCostPart } from "../../card-language/cost-text.ts";
import { cardFacts, characteristics, colorsOf, hasKeyword, matchesFilter, permanentMatches, powerToughness, spellFacts } from "../layers/characteristics.ts";
import type { PayablePart, TotalCost } from "./costs.ts";
import type { Draft } from "../kernel/draft.ts";
import { planPayment, planPaymentWithConvoke } from "../../../shared/payment.ts";
import { activatableManaAbilities, activateManaAbility, defaultSpend, requirementTotal, spendMana } from "./mana.ts";
import { changeLife } from "../objects/players.ts";
import { Reversal, type ProcedureContext } from "../procedure/procedure.ts";
import type { ConvokeOption, ConvokeTap, CostPartOption, ManaRequirement, PromptBody } from "../../../shared/prompt.ts";
import type { ObjectId, PlayerId } from "../kernel/state.ts";
import { exilePermanent, permanentToGraveyard, putIntoExile, returnPermanentToHand, takeFromHand } from "../objects/zones.ts";
import { discardCard } from "../objects/discard.ts";
import { emit } from "../events/emit.ts";
import { permanentsWithStatic } from "../layers/battlefield-facts.ts";
import { putCounters, removeCounters } from "../objects/counters.ts";
import { shownName } from "../layers/printed.ts";

export interface Payer {
  readonly player: PlayerId;
  /** The stack object being paid for. */
  readonly object: ObjectId;
  /** The permanent whose ability is being activated ("{T}", "Sacrifice this"), if any. */
  readonly source: ObjectId | null;
  /** The colors of the spell being cast (Dream Halls: "a card that shares a color with that spell"). */
  readonly spellColors: readonly Color[];
}

/** The objects a part asks the player to choose among, and how many (none for parts without a choice). */
function partChoices(d: Draft, payer: Payer, part: PayablePart): { options: ObjectId[]; count: number } {
  const { state, cards } = d;
  const r = d;
  const you = payer.player;
  switch (part.kind) {
    case "sacrifice":
    case "returnToHand":
    case "tapUntapped": {
      // "Sacrifice another creature": not the source whose ability is being activated.
      const options = state.battlefield
        .filter((p) => permanentMatches(r, p, part.filter, you) && !(part.kind === "sacrifice" && part.other && p.id === payer.source))
        .map((p) => p.id);
      return { options, count: part.kind === "sacrifice" && part.all ? options.length : part.count };
    }
    case "discard":
    case "exileFromHand":
      return {
        options: state.players[you]!.hand.filter((c) => matchesFilter(cardFacts(r, cards.get(c.card)!, you), part.filter, you, payer.spellColors)).map(
          (c) => c.id,
        ),
        count: part.count,
      };
    default:
      return { options: [], count: 0 };
  }
}

/** 118.3: can the player pay this part with what they have now? */
function partPayable(d: Draft, payer: Payer, part: PayablePart, choice: { readonly options: readonly ObjectId[]; readonly count: number }): boolean {
  const source = payer.source === null ? undefined : d.state.battlefield.find((p) => p.id === payer.source);
  switch (part.kind) {
    case "tapSelf":
      return source !== undefined && !source.tapped;
    case "untapSelf":
      return source?.tapped === true;
    case "sacrificeSelf":
    case "exileSelf":
      return source !== undefined;
    // 606.6: a negative loyalty cost needs at least that many loyalty counters.
    case "removeCountersFromSelf":
      return source !== undefined && (source.counters[part.counter] ?? 0) >= part.count;
    case "putCountersOnSelf":
      return source !== undefined;
    // 119.4: a player can pay life only if their life total is at least the amount.
    case "payLife":
      return d.state.players[payer.player]!.life >= part.amount;
    case "exileTopOfLibrary":
      return d.state.players[payer.player]!.library.length >= part.count;
    default:
      return choice.options.length >= choice.count;
  }
}

/** 608.2h: what the permanents sacrificed to pay a cost were, for effects that refer to them ("the sacrificed creature's power"). */
function recordSacrificed(d: Draft, object: ObjectId, ids: readonly ObjectId[]): void {
  const sacrificed = ids.map((id) => {
    const perm = d.permanent(id)!;
    return { card: perm.card, power: powerToughness(d, perm).power };
  });
  const paying = d.stackObject(object);
  if (paying) paying.choices = { ...paying.choices, sacrificed: [...(paying.choices.sacrificed ?? []), ...sacrificed] };
}

function payPart(d: Draft, payer: Payer, part: PayablePart, chosen: readonly ObjectId[]): void {
  const you = payer.player;
  const paid = (): void => emit(d, { type: "costPaid", player: you, object: payer.object, text: describeCostPart(part) });
  const why = { reason: "paid as a cost", rule: "601.2h" };
  switch (part.kind) {
    case "tapSelf":
    case "untapSelf": {
      const perm = d.permanent(payer.source!)!;
      perm.tapped = part.kind === "tapSelf";
      if (perm.tapped) emit(d, { type: "tapped", object: perm.id, name: shownName(perm) });
      return paid();
    }
    case "payLife":
      changeLife(d, you, -part.amount);
      return paid();
    case "sacrificeSelf":
      paid();
      recordSacrificed(d, payer.object, [payer.source!]);
      permanentToGraveyard(d, payer.source!, { reason: "sacrificed", rule: "118.3" });
      return;
    case "exileSelf":
      paid();
      exilePermanent(d, payer.source!, { reason: "exiled to pay a cost", rule: "118.3" }, { by: you });
      return;
    case "removeCountersFromSelf":
      removeCounters(d, { kind: "object", id: payer.source! }, part.counter, part.count);
      return paid();
    // 606.4: a [+N] loyalty cost; putting counters is an event replacement effects may modify (122.6).
    case "putCountersOnSelf":
      putCounters(d, { kind: "object", id: payer.source! }, part.counter, part.count, false);
      return paid();
    case "exileTopOfLibrary": {
      const names = d.library(you).splice(0, part.count);
      paid();
      for (const name of names) putIntoExile(d, name, you, "library", null, why);
      return;
    }
    case "sacrifice": {
      paid();
      recordSacrificed(d, payer.object, chosen);
      for (const id of chosen) permanentToGraveyard(d, id, { reason: "sacrificed", rule: "601.2h" });
      return;
    }
    case "returnToHand":
      paid();
      for (const id of chosen) returnPermanentToHand(d, id, why);
      return;
    case "tapUntapped":
      for (const id of chosen) {
        const perm = d.permanent(id)!;
        perm.tapped = true;
        emit(d, { type: "tapped", object: id, name: shownName(perm) });
      }
      return paid();
    case "discard":
    case "exileFromHand":
      paid();
      for (const id of chosen) {
        if (part.kind === "discard") {
          discardCard(d, you, id);
          continue;
        }
        const card = takeFromHand(d, you, id)!;
        putIntoExile(d, card.card, card.owner, "hand", id, why);
      }
      return;
  }
}

/** 702.51a: for a spell with convoke, the untapped creatures its controller controls, which may each pay for one mana. */
function convokeOptions(d: Draft, payer: Payer): ConvokeOption[] | null {
  const spell = d.state.stack.find((o) => o.id === payer.object);
  if (spell?.kind !== "spell" || !hasKeyword(spellFacts(d, spell).chars.keywords, "Convoke")) return null;
  const out: ConvokeOption[] = [];
  for (const p of d.state.battlefield) {
    if (p.tapped) continue;
    const chars = characteristics(d, p);
    if (chars.controller === payer.player && chars.types.includes("Creature")) out.push({ creature: p.id, colors: colorsOf(d, p) });
  }
  return out;
}

/** 702.51a, 601.2h: taps each creature as part of paying the cost; returns the mana still to pay. */
function convoke(d: Draft, payer: Payer, taps: readonly ConvokeTap[], remaining: ManaRequirement): ManaRequirement {
  const left = { ...remaining };
  for (const t of taps) {
    const perm = d.permanent(t.creature)!;
    perm.tapped = true;
    emit(d, { type: "tapped", object: perm.id, name: shownName(perm) });
    left[t.mana]--;
    emit(d, {
      type: "costPaid",
      player: payer.player,
      object: payer.object,
      text: `convoke: tap ${shownName(perm)} for ${t.mana === "generic" ? "{1}" : `{${t.mana}}`}`,
    });
  }
  return left;
}

/** 118.3, 601.2h: reverses the action if some part of the cost can no longer be paid. */
function checkPayable(now: Extract<PromptBody, { kind: "payCosts" }>): void {
  const stuck = now.parts.find((p) => !p.paid && p.kind !== "exileTopOfLibrary" && !p.payable);
  if (stuck) throw new Reversal(`"${stuck.text}" can't be paid`, "601.2h");
  if (now.mana && !now.canPay && !now.autoPay && now.manaAbilities.length === 0)
    throw new Reversal(`${requirementTotal(now.mana) > 0 ? "its mana" : "its cost"} can't be paid`, "601.2h");
  // Library costs are paid last: once everything else is paid, that one must be payable.
  const library = now.parts.find((p) => !p.paid && p.kind === "exileTopOfLibrary");
  if (library && !now.mana && now.parts.every((q) => q.paid || q === library) && !library.payable)
    throw new Reversal(`"${library.text}" can't be paid`, "601.2h");
}

/** Pays `total` for `payer`, asking until every part is paid; reverses the action when payment is impossible. */
export function payTotalCost(ctx: ProcedureContext, payer: Payer, total: TotalCost): void {
  const d = ctx.d;
  // 118.6: an unpayable cost can't be paid.
  if (total.mana === null) throw new Reversal("it has no mana cost and no other cost was chosen, so its cost can't be paid", "118.6");
  // 601.2g: with no mana payment in the total cost there is no chance to activate mana abilities, and nothing to pay.
  let manaPaid = !total.includesMana;
  const partsPaid = total.parts.map(() => false);
  // Creatures tapped for convoke pay part of the mana (702.51a): what is left to pay.
  let mana = asPaid(d, total.mana);
  let convoked = false;
  const anyPaid = (): boolean => manaPaid || convoked || partsPaid.some(Boolean);

  const prompt = (): Extract<PromptBody, { kind: "payCosts" }> => {
    const pool = d.state.players[payer.player]!.manaPool;
    // 601.2g: mana abilities are activated before costs are paid.
    const manaAbilities = anyPaid() ? [] : activatableManaAbilities(d, payer.player);
    const othersPaid = (i: number): boolean => partsPaid.every((p, j) => p || j === i || total.parts[j]!.kind === "exileTopOfLibrary") && manaPaid;
    const parts: CostPartOption[] = total.parts.map((part, index) => {
      const choice = partChoices(d, payer, part);
      // 601.2h: costs that move cards from a library to a public zone are paid after all the others.
      const inOrder = part.kind !== "exileTopOfLibrary" || othersPaid(index);
      return {
        index,
        kind: part.kind,
        text: describeCostPart(part),
        paid: partsPaid[index]!,
        options: choice.options,
        count: choice.count,
        payable: inOrder && partPayable(d, payer, part, choice),
      };
    });
    const canPay = !manaPaid && defaultSpend(pool, mana) !== null;
    const convoke = manaPaid ? null : convokeOptions(d, payer);
    const planned = !manaPaid && (canPay || planPaymentWithConvoke(pool, mana, manaAbilities, convoke ?? []) !== null);
    return {
      kind: "payCosts",
      object: payer.object,
      mana: manaPaid ? null : mana,
      pool,
      manaAbilities,
      parts,
      canPay,
      autoPay: planned,
      ...(convoke ? { convoke } : {}),
    };
  };

  for (;;) {
    if (manaPaid && partsPaid.every(Boolean)) return;
    // Players who left while this was asked leave first (800.4a); the prompt is then built once.
    ctx.settle();
    const built = prompt();
    checkPayable(built);
    const asked = ctx.ask(payer.player, () => built, { cancellable: true });
    const answer = expectAnswer(asked, "activateMana", "pay", "autoPay", "payPart", "convoke");
    const now = answer.kind === "autoPay" ? built : null;
    switch (answer.kind) {
      case "activateMana":
        activateManaAbility(d, payer.player, answer.source, answer.ability, answer.mana);
        continue;
      case "pay":
        spendMana(d, payer.player, answer.mana ?? defaultSpend(d.state.players[payer.player]!.manaPool, mana)!, payer.object);
        manaPaid = true;
        continue;
      case "payPart":
        payPart(d, payer, total.parts[answer.part]!, answer.choices);
        partsPaid[answer.part] = true;
        continue;
      case "convoke":
        mana = convoke(d, payer, answer.taps, mana);
        convoked = true;
        manaPaid = requirementTotal(mana) === 0;
        continue;
      case "autoPay": {
        if (!manaPaid) {
          const plan = planPaymentWithConvoke(d.state.players[payer.player]!.manaPool, mana, now!.manaAbilities, now!.convoke ?? [])!;
          for (const a of plan.activations) activateManaAbility(d, payer.player, a.source, a.ability, a.mana);
          if (plan.convoke) mana = convoke(d, payer, plan.convoke, mana);
          spendMana(d, payer.player, defaultSpend(d.state.players[payer.player]!.manaPool, mana)!, payer.object);
          manaPaid = true;
        }
        // Then every part that leaves nothing to choose, library costs last.
        for (const last of [false, true])
          total.parts.forEach((part, i) => {
            if (partsPaid[i] || (part.kind === "exileTopOfLibrary") !== last) return;
            const choice = partChoices(d, payer, part);
            if (choice.options.length === choice.count && partPayable(d, payer, part, choice) && (!last || partsPaid.every((p, j) => p || j === i))) {
              payPart(d, payer, part, choice.options);
              partsPaid[i] = true;
            }
          });
        continue;
      }
    }
  }
}

/**
 * 118.12a: "… unless [player] pays [mana]". The player may activate mana abilities first (608.2g), then pays
 * or declines. Returns whether they paid. A player who has left the game doesn't pay (800.4f).
 */
export function offerPayment(ctx: ProcedureContext, player: PlayerId, object: ObjectId, text: string, cost: ManaRequirement): boolean {
  const d = ctx.d;
  const mana = asPaid(d, cost);
  const prompt = (): Extract<PromptBody, { kind: "payUnless" }> => {
    const pool = d.state.players[player]!.manaPool;
    const manaAbilities = activatableManaAbilities(d, player);
    const canPay = defaultSpend(pool, mana) !== null;
    return { kind: "payUnless", object, text, mana, pool, manaAbilities, canPay, autoPay: canPay || planPayment(pool, mana, manaAbilities) !== null };
  };
  for (;;) {
    const answer = ctx.ask(player, prompt);
    if (!answer) return false;
    const a = expectAnswer(answer, "activateMana", "pay", "autoPay", "decline");
    switch (a.kind) {
      case "decline":
        return false;
      case "activateMana":
        activateManaAbility(d, player, a.source, a.ability, a.mana);
        continue;
      case "pay":
        spendMana(d, player, a.mana ?? defaultSpend(d.state.players[player]!.manaPool, mana)!, object);
        return true;
      case "autoPay": {
        const now = prompt();
        const plan = planPayment(now.pool, mana, now.manaAbilities)!;
        for (const act of plan.activations) activateManaAbility(d, player, act.source, act.ability, act.mana);
        spendMana(d, player, defaultSpend(d.state.players[player]!.manaPool, mana)!, object);
        return true;
      }
    }
  }
}

/** 609.4b: whether a static ability lets players spend mana as though it were mana of any color ("Players may …"). */
export function spendsAsAnyColor(d: Draft): boolean {
  for (const perm of permanentsWithStatic(d, "spendManaAsAnyColor"))
    for (const { ability } of characteristics(d, perm).abilities) if (ability.kind === "static" && ability.effect.kind === "spendManaAsAnyColor") return true;
  return false;
}

/**
 * What paying `mana` takes: with mana spendable as though it were of any color (609.4b), any mana pays
 * a colored symbol — the cost itself doesn't change ({C} still takes colorless mana).
 */
function asPaid(d: Draft, mana: ManaRequirement): ManaRequirement {
  return spendsAsAnyColor(d) ? paidWithAnyColor(mana) : mana;
}

/** 609.4b: what paying `mana` takes when any mana may be spent as though it were of any color. */
export function paidWithAnyColor(mana: ManaRequirement): ManaRequirement {
  const colored = mana.W + mana.U + mana.B + mana.R + mana.G;
  return colored === 0 ? mana : { W: 0, U: 0, B: 0, R: 0, G: 0, C: mana.C, generic: mana.generic + colored };
}

export function describeMana(mana: ManaRequirement): string {
  const generic = mana.generic > 0 ? `{${mana.generic}}` : "";
  const typed = formatMana(mana);
  return generic + (typed === "no mana" ? "" : typed) || "{0}";
}
