// The words of a resolution choice (choice-words.ts) as the page says them: card names and abilities as the board
// shows them, in the page's language. The prompts, the chooseOpponent prompt's purpose and the log use it.

import { face } from "../cards.ts";
import { localName } from "../cards/card-face.tsx";
import { localAbilityText, resolutionT } from "../cards/local-abilities.ts";
import { type ChoiceContext, choiceText, optionText } from "./choice-words.ts";

/** Names and abilities of cards as the page shows them, for the engine's words. */
export const choiceContext: ChoiceContext = {
  cardName: (english) => localName(face(english), english).name,
  abilityText: (card, english) => (face(card) ? localAbilityText(english, card) : null),
};

/** An engine phrase (a resolution choice's words, a chooseOpponent prompt's purpose) by its key; null for card words. */
export function localChoiceText(english: string): string | null {
  return choiceText(resolutionT, english, choiceContext);
}

/** An option as the page shows it (the answer stays the server's word). */
export function localOption(english: string): string {
  return optionText(resolutionT, english, choiceContext);
}

/** A choice made and its option, for the log of a French page: the engine's card words stay as written. */
export function localChoice(english: string, chosen: string): { readonly text: string; readonly option: string } {
  return { text: localChoiceText(english) ?? english, option: localOption(chosen) };
}
