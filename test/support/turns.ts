// Moving a card test's game along: resolving the whole stack, going on to a later turn.

import type { Scenario } from "./scenario.ts";

/** Passes priority until the stack is empty again (every trigger and spell resolved). */
export function resolveStack(g: Scenario): void {
  for (let guard = 0; guard < 20 && g.state.stack.length > 0; guard++) g.passAll();
}

/** Passes (declaring nothing, discarding the first cards offered) until turn `turn` has begun. */
export function untilTurn(g: Scenario, turn: number): void {
  for (let guard = 0; guard < 500 && g.state.turn.number < turn; guard++) {
    const p = g.prompt;
    if (p.kind === "discard") g.answer({ kind: "cards", cards: p.options.slice(0, p.count) });
    else if (p.kind === "declareAttackers") g.answer({ kind: "attackers", attacks: [] });
    else g.pass();
  }
}
