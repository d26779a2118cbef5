// 500.1, 500.8: the phases of a turn, and phases effects add to it.

import type { Draft } from "../kernel/draft.ts";
import { emit } from "../events/emit.ts";
import { PHASE_OF, type Phase, type Step, type TurnPhase } from "../kernel/state.ts";

/** 500.1: the phases of a turn, in order. */
const PHASES: readonly Phase[] = ["beginning", "precombatMain", "combat", "postcombatMain", "ending"];

/** The first step of each phase (a main phase is one step). */
export const FIRST_STEP: Readonly<Record<Phase, Step>> = {
  beginning: "untap",
  precombatMain: "precombatMain",
  combat: "beginningOfCombat",
  postcombatMain: "postcombatMain",
  ending: "end",
};

/** The phases still to come this turn after the current one. */
export function phasesToCome(d: Draft): readonly TurnPhase[] {
  const turn = d.state.turn;
  return turn.phases ?? PHASES.slice(PHASES.indexOf(PHASE_OF[turn.step]) + 1).map((phase) => ({ phase }));
}

/**
 * 500.8: adds phases directly after the current phase, in the order given; phases added later come first. A main phase
 * added is a postcombat main phase (505.1a).
 */
export function addPhases(d: Draft, phases: readonly Phase[]): void {
  const added = phases.map((phase): TurnPhase => ({ phase: phase === "precombatMain" ? "postcombatMain" : phase, additional: true }));
  d.state.turn = { ...d.state.turn, phases: [...added, ...phasesToCome(d)] };
}

/** 500.8: "After this main phase, there is an additional …": only during a main phase; otherwise there is no such phase. */
export function addPhasesAfterThisMainPhase(d: Draft, phases: readonly Phase[]): void {
  const current = PHASE_OF[d.state.turn.step];
  if (current !== "precombatMain" && current !== "postcombatMain") return;
  addPhases(d, phases);
  emit(d, { type: "phasesAdded", phases });
}
