// An ability's text in the reader's language. The server sends the English text of an ability (menus, the stack, the
// order of triggers, the log): a paragraph of its card's Oracle text, without its reminder text ("{1}, {T}: Scry 2."),
// a keyword line's words ("Equip {2}"), a loyalty ability ("[+1]: You gain 2 life."), or a basic land's intrinsic
// ability, which the card prints only as reminder text ("({T}: Add {G}.)", 305.6). The card data's French text has the
// same paragraphs in the same order, so the French of an ability is the French paragraph at the same place. Some
// French texts run two paragraphs together ("VolÀ chaque fois…") or print keywords on fewer lines; such a text is
// split at the joins, and a paragraph is then taken from the start or the end only when its symbols and numbers are
// the English one's. An ability an effect granted (613.1f) isn't on its source's face: only one its own text quotes
// is found. Free of the page's i18next instance, so that a Node test can translate with any `t`.

import type { CardFace } from "../../../client-sdk/index.ts";

/** i18next's `t` over the `resolution` namespace: keys are relative to it. */
export type AbilityTranslate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

type Face = Pick<CardFace, "name" | "text" | "french">;

/** Reminder text: a parenthesized sentence (207.2). */
const REMINDER = /\s*\([^()]*\)/g;

/** The words of a paragraph as the server writes them: "~" as the name, no reminder text, single spaces. */
function words(text: string, name: string): string {
  return text.replaceAll("~", name).replace(REMINDER, "").replace(/\s+/g, " ").trim();
}

/** A paragraph that is only reminder text, as a basic land's: "({T}: Add {G}.)" → "{T}: Add {G}.". */
function insideReminder(paragraph: string): string | null {
  const m = /^\((.*)\)$/.exec(paragraph.trim());
  return m ? m[1]!.trim() : null;
}

/**
 * Two paragraphs printed as one: a letter, a full stop, a closing parenthesis or quote directly followed by a capital,
 * a mana symbol or a loyalty cost ("VolÀ chaque fois", "(Zéro est pair.)Vos", "réserve.{1}{U} :", "elle.-3 :").
 */
const JOIN = /(?<=[a-zà-ÿ.)»])(?=[A-ZÀ-Ý{]|[-+−]\d+ :)/;

function frenchParagraphs(text: string, wanted: number): string[] {
  const lines = text.split("\n");
  return lines.length >= wanted ? lines : lines.flatMap((line) => line.split(JOIN));
}

/** What a paragraph must keep in any language: its mana symbols, its numbers and its colons (an activated ability's). */
function signature(text: string): string {
  const symbols = text.match(/\{[^}]+\}|\d+/g) ?? [];
  const colons = (text.match(/:/g) ?? []).length;
  return `${[...symbols].sort().join(" ")}|${colons}`;
}

/** The French of one paragraph, without its reminder text when the server's words have none. */
function shown(french: string, english: string): string {
  return english.includes("(") ? french.trim() : french.replace(REMINDER, "").trim();
}

/** The quoted abilities of a text, in order: "…" in English, « … » in French. */
function quotes(text: string, open: string, close: string): string[] {
  const out: string[] = [];
  for (let at = text.indexOf(open); at >= 0; at = text.indexOf(open, at + 1)) {
    const end = text.indexOf(close, at + 1);
    if (end < 0) break;
    out.push(text.slice(at + 1, end).trim());
    at = end;
  }
  return out;
}

/** An ability a face's own text grants in quotes (Spawning Pool's "{B}: Regenerate this creature"), in French. */
function quotedFrench(english: string, f: Face, frenchText: string): string | null {
  const en = quotes(f.text, '"', '"');
  const fr = quotes(frenchText, "«", "»");
  if (en.length === 0 || en.length !== fr.length) return null;
  const bare = (s: string): string => words(s, f.name).replace(/\.$/, "");
  const i = en.findIndex((q) => bare(q) === bare(english));
  return i < 0 ? null : `${fr[i]!.replace(/\.$/, "")}.`;
}

/** The sentences of a paragraph: a full stop, then a capital (a quoted ability's full stop ends no sentence). */
function sentences(paragraph: string): string[] {
  return paragraph.split(/(?<=\.)\s+(?=[A-ZÀ-Ý])/);
}

/**
 * An ability made by the last sentences of a paragraph (a token's "Exile it at the beginning of the next end step."),
 * in French when the French paragraph has as many sentences.
 */
function lastSentences(english: string, paragraph: string, french: string | undefined): string | null {
  if (french === undefined) return null;
  const en = sentences(paragraph);
  const fr = sentences(french);
  const count = sentences(english).length;
  if (en.length !== fr.length || count >= en.length || en.slice(-count).join(" ") !== english) return null;
  return fr.slice(-count).join(" ");
}

/**
 * The French text of an ability of a face, from the server's English words, or null when the card data has no French
 * text or the ability can't be placed in it (not on this face, or paragraphs that can't be matched safely).
 */
export function frenchAbilityText(english: string, f: Face | undefined): string | null {
  const frenchText = f?.french?.text;
  if (!f || !frenchText) return null;
  const target = words(english, f.name);
  const en = f.text.split("\n");
  const i = en.findIndex((p) => words(p, f.name) === target || insideReminder(p) === english.trim());
  const fr = frenchParagraphs(frenchText, en.length);
  if (i < 0) {
    const within = en.findIndex((p) => words(p, f.name).endsWith(` ${target}`));
    const inSentences = within >= 0 && fr.length === en.length ? lastSentences(target, words(en[within]!, f.name), words(fr[within]!, f.name)) : null;
    return inSentences ?? quotedFrench(english, f, frenchText);
  }
  if (fr.length === en.length) return shown(fr[i]!, english);
  // Counted from the start (extra lines after it) or from the end (keywords on fewer lines before it).
  const candidates = new Set([fr[i], fr[fr.length - (en.length - i)]].filter((p): p is string => p !== undefined));
  const fitting = [...candidates].filter((p) => signature(words(p, f.name)) === signature(target));
  return fitting.length === 1 ? shown(fitting[0]!, english) : null;
}

/** A mana ability the card prints only as reminder text or not at all: "{T}: Add {G}." (305.6). */
const TAP_FOR_MANA = /^\{T\}: Add (\{[WUBRGC]\})\.$/;

/**
 * An ability's text for a reader of `language`: the French paragraph of its card where it can be found, else the
 * French words of a plain "{T}: Add {G}." (a basic land's), else the server's English.
 */
export function abilityText(t: AbilityTranslate, language: string, english: string, faces: readonly (Face | undefined)[]): string {
  if (language !== "fr") return english;
  for (const f of faces) {
    const french = frenchAbilityText(english, f);
    if (french !== null) return french;
  }
  const mana = TAP_FOR_MANA.exec(english.trim());
  return mana ? t("ability.tapForMana", { mana: mana[1], defaultValue: english }) : english;
}
