// Questions card tests ask about casting, activating and paying: what a payment prompt asks for, whether a cast or an
// activation is offered, the mana in a pool, the last cast reversed.

import type { ManaAmounts } from "../../shared/mana.ts";
import type { ManaRequirement } from "../../shared/prompt.ts";
import type { Scenario } from "./scenario.ts";

/** No mana at all: what a payment prompt asks for when nothing is due. */
export const NO_MANA_DUE: ManaRequirement = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, generic: 0 };

/** A mana requirement, exactly: the amounts given and zero of everything else. */
export function mana(amounts: Partial<ManaRequirement>): ManaRequirement {
  return { ...NO_MANA_DUE, ...amounts };
}

/** The mana the pending payment prompt asks for. */
export function manaDue(g: Scenario): ManaRequirement | null {
  return g.expectPrompt("payCosts").mana;
}

/** Whether the priority prompt offers to cast the card of that name from its player's hand. */
export function castOffered(g: Scenario, name: string): boolean {
  const p = g.expectPrompt("priority");
  const ids = g.state.players[p.player]!.hand.filter((c) => c.card === name).map((c) => c.id);
  return p.actions.some((a) => a.kind === "cast" && ids.includes(a.card));
}

/** The last cast reversed (601.2), if any. */
export function lastReversal(g: Scenario) {
  return g.eventsOf("castReversed").at(-1);
}

/** Mana amounts, exactly: the amounts given and zero of every other type (a mana pool's shape). */
export function manaAmounts(amounts: Partial<ManaAmounts>): ManaAmounts {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, ...amounts };
}

/** The player's mana pool. */
export function manaPool(g: Scenario, who: string): ManaAmounts {
  return g.state.players[g.playerId(who)]!.manaPool;
}

/** Whether the priority prompt offers an action of this kind ("activate", "activateMana"…) for this source. */
export function hasAction(g: Scenario, kind: string, source: number): boolean {
  return g.expectPrompt("priority").actions.some((a) => a.kind === kind && "source" in a && a.source === source);
}

/** The prompted player casts the card of this name from their graveyard (flashback, 702.34). */
export function castFromGraveyard(g: Scenario, name: string): void {
  const card = g.state.players[g.prompt.player]!.graveyard.find((c) => c.card === name);
  if (!card) throw new Error(`${name} is not in the graveyard`);
  g.answer({ kind: "cast", card: card.id });
}

/** Activates the first ability of a permanent of the prompted player's, pays it, and lets it resolve. */
export function activateAndResolve(g: Scenario, name: string): void {
  g.activate(name).autoPay().passAll();
}

/** Answers the pending chooseObject prompt with the object of this name among its options. */
export function chooseObject(g: Scenario, name: string): void {
  const prompt = g.expectPrompt("chooseObject");
  const id = prompt.options.find((o) => g.nameOfObject(o) === name);
  if (id === undefined) throw new Error(`${name} is not an option`);
  g.answer({ kind: "choose", object: id });
}
