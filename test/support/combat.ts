// Combat in card tests, by card name: the active player attacks, the defending player blocks, the creatures each may
// declare; the combat damage dealt and the prevention and regeneration shields against damage and destruction.

import type { Scenario } from "./scenario.ts";

/** The active player attacks the other player with these creatures (by name). */
export function attack(g: Scenario, ...names: string[]): void {
  g.passUntilPrompt("declareAttackers");
  const active = g.state.turn.active;
  const defender = 1 - active;
  g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: g.permanent(n, active).id, defender })) });
}

/** The names of the creatures the pending declareAttackers prompt lets attack. */
export function attackerOptions(g: Scenario): string[] {
  g.passUntilPrompt("declareAttackers");
  return g.expectPrompt("declareAttackers").options.map((o) => g.nameOfObject(o.attacker)!);
}

/** The names of the creatures the pending declareBlockers prompt lets block. */
export function blockerOptions(g: Scenario): string[] {
  g.passUntilPrompt("declareBlockers");
  return g.expectPrompt("declareBlockers").options.map((o) => g.nameOfObject(o.blocker)!);
}

/** The defending player blocks: [blocker, attacker] pairs by name. */
export function block(g: Scenario, ...pairs: [string, string][]): void {
  g.passUntilPrompt("declareBlockers");
  const defender = g.prompt.player;
  g.answer({ kind: "blockers", blocks: pairs.map(([b, a]) => ({ blocker: g.permanent(b, defender).id, attacker: g.permanent(a, 1 - defender).id })) });
}

/** The combat damage dealt, as "source → target: amount". */
export function combatDamage(g: Scenario): string[] {
  return g
    .eventsOf("damageDealt")
    .filter((e) => e.combat)
    .map((e) => `${e.sourceName} → ${e.targetName}: ${e.amount}`);
}

/** The prevention and regeneration shields in effect. */
export function shields(g: Scenario): string[] {
  return g.state.effects.flatMap((e) => (e.kind === "shield" ? [`${e.sourceCard}: ${e.shield.kind}`] : []));
}

/** The active player attacks with these creatures; stops at the defending player's declare blockers prompt. */
export function attackWith(g: Scenario, ...names: string[]): void {
  attack(g, ...names);
  g.passUntilPrompt("declareBlockers");
}
