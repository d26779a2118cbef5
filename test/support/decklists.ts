// Reading decklists in tests: the deck an accepted list gives, or the problems of a refused one.

import { describeProblems, importDecklist, type DeckProblem, type ImportedDeck } from "../../server/decks/decklist.ts";
import type { DeckList } from "../../server/engine/setup/setup.ts";
import { engine } from "../../server/game.ts";

/** The deck a list gives; a refusal fails the test with every problem. */
export function imported(text: string): ImportedDeck {
  const r = importDecklist(text, engine.cards);
  if (!r.ok) throw new Error(`refused: ${describeProblems(r.problems).join("; ")}`);
  return r.deck;
}

/** The problems of a list expected to be refused. */
export function problems(text: string): readonly DeckProblem[] {
  const r = importDecklist(text, engine.cards);
  if (r.ok) throw new Error(`expected problems, but the list was accepted: ${JSON.stringify(r.deck)}`);
  return r.problems;
}

export function total(list: DeckList): number {
  return list.reduce((n, e) => n + e.count, 0);
}
