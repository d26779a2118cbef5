// The page's side of the phrase grammar (grammar.ts): target and cost words the server sends in English, in the
// page's language. English pages show the server's words; a French page shows the grammar's French, or the English
// where the grammar doesn't know the shape.

import { face } from "../../cards.ts";
import { language } from "../../i18n.ts";
import { localName } from "../card-face.tsx";
import en from "../../locales/en/phrases.json" with { type: "json" };
import fr from "../../locales/fr/phrases.json" with { type: "json" };
import { Phrases } from "./grammar.ts";

const french = new Phrases(en, fr);

/** A target requirement's words (the chooseTargets prompt's `text`). */
export function localTarget(english: string): string {
  return (language.value === "fr" ? french.target(english, (name) => localName(face(name), name).name) : null) ?? english;
}

/** One part of a cost being paid (CostPartOption.text); `self` names what the cost calls "this" (absent: "this" in words). */
export function localCostPart(english: string, self: string | null = null): string {
  return (language.value === "fr" ? french.costPart(english, "imperative", self) : null) ?? english;
}

/** A cost the chooseCosts prompt offers (CostChoice); `name` gives a card's name in the page's language. */
export function localCostChoice(id: string, english: string, name: (english: string) => string): string {
  return (language.value === "fr" ? french.costChoice(id, english, name) : null) ?? english;
}

/** What an "unless [player] pays" or a cost to attack asks (the payUnless prompt's and the paymentOffered event's `text`). */
export function localPayment(english: string, name: (english: string) => string): string {
  return (language.value === "fr" ? french.payment(english, name) : null) ?? english;
}
