// Plays complete games between random agents.

import type { Engine, Input } from "../engine/index.ts";
import type { GameEvent } from "../../shared/events.ts";
import { nextSimUint32, seedSimRng } from "../../shared/sim-rng.ts";
import type { GameConfig } from "../engine/index.ts";
import type { GameState } from "../engine/index.ts";
import { STARTER_DECK_NAMES, starterDeck } from "../decks/starter-decks.ts";
import { RandomAgent } from "../../shared/random-agent.ts";
import { randomDeck } from "./random-decks.ts";

export interface PlayedGame {
  readonly config: GameConfig;
  readonly state: GameState;
  readonly events: GameEvent[];
  readonly inputs: Input[];
  /** Whether the game stopped at the turn cap rather than ending. */
  readonly capped: boolean;
}

/** "random": a random two-color deck from every card; "starter": one of the preconstructed decks, at random. */
export type DeckChoice = "random" | "starter";

export interface PlayOptions {
  readonly seed: number;
  readonly players: number;
  readonly decks?: DeckChoice;
  readonly turnCap?: number;
  /** Called after every accepted input, e.g. to check invariants. */
  readonly afterInput?: (before: GameState, input: Input, after: GameState, config: GameConfig, events: readonly GameEvent[]) => void;
}

const NAMES = ["Ana", "Ben", "Cleo", "Dev"];

export function randomConfig(engine: Engine, seed: number, players: number, decks: DeckChoice = "random"): GameConfig {
  const rng = seedSimRng(seed * 31 + 7);
  return {
    seed,
    players: Array.from({ length: players }, (_, i) => ({
      name: NAMES[i]!,
      deck:
        decks === "starter"
          ? starterDeck(STARTER_DECK_NAMES[nextSimUint32(rng) % STARTER_DECK_NAMES.length]!, engine.cards).main
          : randomDeck(engine.cards, seed * 7 + i),
    })),
  };
}

export function playRandomGame(engine: Engine, options: PlayOptions): PlayedGame {
  const config = randomConfig(engine, options.seed, options.players, options.decks);
  const started = engine.newGame(config);
  if (!started.ok) throw new Error(`could not start: ${started.error.message}`);
  const agent = new RandomAgent(options.seed ^ 0x5bd1e995);
  const turnCap = options.turnCap ?? 200;
  let state = started.state;
  const events: GameEvent[] = [...started.events];
  const inputs: Input[] = [];
  while (!state.result && state.turn.number <= turnCap) {
    const input = agent.input(state);
    const result = engine.apply(state, input);
    if (!result.ok) throw new Error(`the agent's answer was refused: ${result.error.code} ${result.error.message}`);
    options.afterInput?.(state, input, result.state, config, result.events);
    inputs.push(input);
    events.push(...result.events);
    state = result.state;
  }
  return { config, state, events, inputs, capped: !state.result };
}
