// A player's choice of deck when taking a seat: one of the preconstructed decks by name, or a pasted decklist.
// Every problem is reported at once, with line numbers for a decklist.

import { gameError, type GameError } from "../../shared/errors.ts";
import type { DeckChoice } from "../../shared/protocol.ts";
import type { CardRegistry } from "../card-language/card-definition.ts";
import { validateDeck, type DeckList } from "../engine/index.ts";
import type { Format } from "../engine/index.ts";
import { describeProblems, importDecklist } from "./decklist.ts";
import { STARTER_DECK_NAMES, starterDeckTitle, starterDeck, type StarterDeckName } from "./starter-decks.ts";

export interface ChosenDeck {
  readonly deck: DeckList;
  /** How the table shows it: the starter deck's title, the list's own name, or "a decklist". */
  readonly label: string;
}

const isStarter = (name: string): name is StarterDeckName => STARTER_DECK_NAMES.includes(name);

export function chooseDeck(choice: DeckChoice, cards: CardRegistry, format: Format): ChosenDeck | GameError {
  let chosen: ChosenDeck;
  if ("starter" in choice) {
    if (!isStarter(choice.starter))
      return gameError("INVALID_DECK", `there is no starter deck "${choice.starter}": choose one of ${STARTER_DECK_NAMES.join(", ")}`);
    chosen = { deck: starterDeck(choice.starter, cards).main, label: starterDeckTitle(choice.starter) };
  } else {
    const imported = importDecklist(choice.list, cards);
    if (!imported.ok) {
      const problems = describeProblems(imported.problems);
      return gameError("INVALID_DECK", `the decklist has ${problems.length} problem${problems.length === 1 ? "" : "s"}`, undefined, problems);
    }
    // A companion starts outside the game, like the sideboard; a commander needs the Commander variant (903).
    if (imported.deck.commander)
      return gameError(
        "INVALID_DECK",
        `Commander games aren't played here yet: take the "Commander" section (${imported.deck.commander.map((e) => e.name).join(", ")}) out of the list`,
        "903",
      );
    chosen = { deck: imported.deck.main, label: imported.deck.name ?? "a decklist" };
  }
  return validateDeck(cards, chosen.deck, format) ?? chosen;
}
