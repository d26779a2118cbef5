// Memory of what the engine derived from a game's recent states (priority options, quiet battlefields…), kept
// per game. A server runs many games at once, one input of each in turn: memory shared by all games would
// be overwritten by the others' between two inputs of one game, and never found again.
//
// What is remembered is always checked against the parts of the state it came from, so memory found for
// the wrong game would only be useless, never wrong; keeping it per game keeps it useful.

import type { GameOptions, GameState } from "./state.ts";

/**
 * A function giving each game its own `T`, made by `create` the first time. A game is known by its options
 * object: made once as the game is set up and shared by all its states (no other game has it). It is
 * forgotten with the game.
 */
export function perGame<T>(create: () => T): (state: GameState) => T {
  const byGame = new WeakMap<GameOptions, T>();
  // Most calls are for the same game as the call before: that one is at hand without a lookup.
  let lastGame: GameOptions | null = null;
  let lastMemo: T | undefined;
  return (state) => {
    if (state.options === lastGame) return lastMemo!;
    let memo = byGame.get(state.options);
    if (memo === undefined) byGame.set(state.options, (memo = create()));
    lastGame = state.options;
    lastMemo = memo;
    return memo;
  };
}
