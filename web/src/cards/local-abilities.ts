// An ability's text in the page's language (web/src/cards/abilities.ts), for the menus, the stack, the order of
// triggers, the payment prompt and the log.

import { face } from "../cards.ts";
import { language, t } from "../i18n.ts";
import { abilityText } from "./abilities.ts";

const resolutionT = (key: string, options?: Readonly<Record<string, unknown>>): string => t(`resolution:${key}`, options);

/**
 * The text of an ability of `cardName` (the source's name as the server shows it: a card, a face or a half) as the
 * server writes it in English, in the page's language: French where the card data's French text has it.
 */
export function localAbilityText(english: string, cardName: string): string {
  const f = face(cardName);
  return abilityText(resolutionT, language.value, english, [f, ...(f?.faces ?? [])]);
}
