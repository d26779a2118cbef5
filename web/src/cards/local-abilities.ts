// An ability's text in the page's language (web/src/cards/abilities.ts), for the menus, the stack, the order of
// triggers, the payment prompt and the log.

import type { CardFace } from "../../../client-sdk/index.ts";
import { face } from "../cards.ts";
import { language, t } from "../i18n.ts";
import { abilityText } from "./abilities.ts";

/** The page's `t` over the `resolution` namespace (abilities' and resolution choices' words): keys are relative to it. */
export const resolutionT = (key: string, options?: Readonly<Record<string, unknown>>): string => t(`resolution:${key}`, options);

/**
 * The text of an ability of `cardName` (the source's name as the server shows it: a card, a face or a half) as the
 * server writes it in English, in the page's language: French where the card data's French text has it.
 */
export function localAbilityText(english: string, cardName: string): string {
  const f = face(cardName);
  return abilityText(resolutionT, language.value, english, [f, ...(f?.faces ?? [])]);
}

/**
 * A face's rules text in the page's language: the card data's French text, or, where it has none, a text made only of
 * reminder text whose words the page knows in French (a basic land's "({T}: Add {R}.)", 305.6); else the English.
 */
export function localRulesText(f: CardFace | undefined): string {
  const english = f?.text ?? "";
  if (language.value !== "fr" || !f) return english;
  if (f.french?.text) return f.french.text;
  const lines = english.split("\n").map((line) => {
    const inside = /^\((.*)\)$/.exec(line.trim())?.[1];
    const french = inside === undefined ? null : abilityText(resolutionT, "fr", inside, []);
    return french === null || french === inside ? null : `(${french})`;
  });
  return lines.every((line): line is string => line !== null) ? lines.join("\n") : english;
}
