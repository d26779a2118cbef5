// The simulator: complete random games with random starter decks and random legal answers, checking the
// engine's invariants after every input (invariants.ts) and that refused inputs change nothing.

import type { Engine } from "../engine/index.ts";
import { checkInvariants, inputsToRefuse, targetHintWatcher } from "./invariants.ts";
import { playRandomGame, type DeckChoice } from "./play.ts";

export interface SimulationOptions {
  readonly games: number;
  readonly players: number;
  readonly seed: number;
  readonly decks?: DeckChoice;
  readonly turnCap?: number;
  /** Check refused inputs every this many inputs (they cost several engine calls each). */
  readonly refusalCheckEvery?: number;
}

export interface SimulationReport {
  readonly games: number;
  readonly errors: readonly string[];
  readonly violations: readonly string[];
  readonly inputs: number;
  readonly wins: number;
  readonly draws: number;
  readonly capped: number;
}

export function simulate(engine: Engine, options: SimulationOptions): SimulationReport {
  const errors: string[] = [];
  const violations: string[] = [];
  let inputs = 0;
  let wins = 0;
  let draws = 0;
  let capped = 0;
  const every = options.refusalCheckEvery ?? 5;
  for (let i = 0; i < options.games; i++) {
    const seed = options.seed + i;
    const targetHints = targetHintWatcher();
    try {
      const game = playRandomGame(engine, {
        seed,
        players: options.players,
        decks: options.decks ?? "starter",
        turnCap: options.turnCap ?? 100,
        afterInput: (before, input, after, config, events) => {
          inputs++;
          for (const v of [...checkInvariants(after, config, engine.cards), ...targetHints(before, input, after, events)])
            violations.push(`seed ${seed}: ${v}`);
          if (inputs % every !== 0) return;
          const snapshot = JSON.stringify(after);
          for (const bad of inputsToRefuse(after)) if (engine.apply(after, bad).ok) violations.push(`seed ${seed}: accepted ${JSON.stringify(bad)}`);
          if (JSON.stringify(after) !== snapshot) violations.push(`seed ${seed}: a refused input changed the state`);
        },
      });
      if (game.capped) capped++;
      else if (game.state.result!.draw) draws++;
      else wins++;
    } catch (e) {
      errors.push(`seed ${seed}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
  }
  return { games: options.games, errors, violations, inputs, wins, draws, capped };
}

/** The simulator's last line, exactly: "simulated N games: E errors, V invariant violations". */
export function summaryLine(report: SimulationReport): string {
  return `simulated ${report.games} games: ${report.errors.length} errors, ${report.violations.length} invariant violations`;
}
