// The automatic payment suggestion: which mana abilities to activate (and, for a spell with convoke, which
// creatures to tap), worked out from the prompt's legal
// options alone with the same planner the server uses (shared/payment.ts), so a client can show it
// ("tap these lands") before the player accepts or taps by hand.

import type { AbilityKey } from "../shared/game-types.ts";
import type { ManaType } from "../shared/mana.ts";
import { planPaymentWithConvoke } from "../shared/payment.ts";
import type { Answer, ConvokeTap, Prompt } from "../shared/prompt.ts";

export type PaymentPrompt = Extract<Prompt, { kind: "payCosts" | "payUnless" }>;

export interface PaymentSuggestion {
  /** The mana abilities to activate, in order, and the mana each adds. */
  readonly activations: readonly { readonly source: number; readonly ability: AbilityKey; readonly mana: ManaType }[];
  /** 702.51a: the creatures to tap for convoke, after the activations (empty when mana pays it all). */
  readonly convoke: readonly ConvokeTap[];
  /** The answers that carry it out: the server's own plan in one answer when it has one. */
  readonly answers: readonly Answer[];
}

/** How to pay the prompt's mana with what is available, or null if it can't be paid. */
export function suggestPayment(prompt: PaymentPrompt): PaymentSuggestion | null {
  if (prompt.mana === null) {
    // No mana left to pay: "autoPay" pays the parts that leave nothing to choose (a loyalty cost, "remove a counter").
    const free = prompt.kind === "payCosts" && prompt.parts.some((p) => !p.paid && p.payable && p.options.length === p.count);
    return { activations: [], convoke: [], answers: free ? [{ kind: "autoPay" }] : [] };
  }
  const plan = planPaymentWithConvoke(prompt.pool, prompt.mana, prompt.manaAbilities, prompt.kind === "payCosts" ? (prompt.convoke ?? []) : []);
  if (!plan) return null;
  const convoke = plan.convoke ?? [];
  const stepByStep: Answer[] = [
    ...plan.activations.map((a): Answer => ({ kind: "activateMana", source: a.source, ability: a.ability, mana: a.mana })),
    ...(convoke.length > 0 ? [{ kind: "convoke", taps: convoke } as const] : []),
    { kind: "pay" },
  ];
  return { activations: plan.activations, convoke, answers: prompt.autoPay ? [{ kind: "autoPay" }] : stepByStep };
}
