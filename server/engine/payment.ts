// 601.2g–h: activating mana abilities and paying the locked-in total cost, as one prompt that the
// player answers until the cost is paid or they cancel.

import type { ProcedureContext } from "./procedure.ts";
import { Reversal } from "./procedure.ts";
import type { ManaRequirement, PromptBody } from "./prompt.ts";
import type { ObjectId, PlayerId } from "./state.ts";
import { activatableManaAbilities, activateManaAbility, defaultSpend, planPayment, spendMana } from "./mana.ts";
import { expectAnswer } from "./answers.ts";

export function payManaCost(ctx: ProcedureContext, player: PlayerId, object: ObjectId, mana: ManaRequirement): void {
  const d = ctx.d;
  for (;;) {
    const prompt = paymentPrompt(ctx, player, object, mana);
    // 601.2h: a cost that can't be paid makes the action illegal; reverse it rather than ask for the impossible.
    if (!prompt.canPay && !prompt.autoPay && prompt.manaAbilities.length === 0)
      throw new Reversal("its total cost can't be paid", "601.2h");
    const answer = expectAnswer(
      ctx.ask(player, () => paymentPrompt(ctx, player, object, mana), { cancellable: true }),
      "activateMana",
      "pay",
      "autoPay",
    );
    switch (answer.kind) {
      case "activateMana":
        activateManaAbility(d, player, answer.source, answer.ability, answer.mana);
        continue;
      case "autoPay": {
        const plan = planPayment(d.state, d.cards, d.state.players[player]!.manaPool, mana, prompt.manaAbilities)!;
        for (const a of plan.activations) activateManaAbility(d, player, a.source, a.ability, a.mana);
        spendMana(d, player, defaultSpend(d.state.players[player]!.manaPool, mana)!, object);
        return;
      }
      case "pay":
        spendMana(d, player, answer.mana ?? defaultSpend(d.state.players[player]!.manaPool, mana)!, object);
        return;
    }
  }
}

function paymentPrompt(ctx: ProcedureContext, player: PlayerId, object: ObjectId, mana: ManaRequirement): Extract<PromptBody, { kind: "payCosts" }> {
  const { state } = ctx.d;
  const pool = state.players[player]!.manaPool;
  const manaAbilities = activatableManaAbilities(state, ctx.d.cards, player);
  const canPay = defaultSpend(pool, mana) !== null;
  return {
    kind: "payCosts",
    object,
    mana,
    pool,
    manaAbilities,
    canPay,
    autoPay: canPay || planPayment(state, ctx.d.cards, pool, mana, manaAbilities) !== null,
  };
}
