// The engine wired to the server's card registry.

import type { TableState } from "../shared/schema.ts";
import { cardRegistry } from "./cards/index.ts";
import { createEngine, type GameState } from "./engine/index.ts";
import { projectGame } from "./rooms/projection.ts";

export const engine = createEngine(cardRegistry);

/** A step of a finished game as its table showed it to clients, no prompt in it: a replay's board draws it. */
export function projectStep(table: TableState, state: GameState): void {
  projectGame(table, state, cardRegistry, true);
}
