// The modes of a modal spell (700.2) in the page's language. The server sends a mode's English text (the card's own
// wording); the card data's French text prints the same modes, as bullet lines ("• …") on recent printings, or on
// older ones as one sentence ("Choisissez l'un — A ; ou B ; ou bien C."). A mode is shown in French only when the
// French modes can be matched to the English ones one to one, else in English.

import type { CardFace } from "../../../client-sdk/index.ts";

/** The bullet lines of a rules text, in printed order, without their bullets. */
export function bullets(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("•"))
    .map((line) => line.slice(1).trim());
}

/** "Choisissez l'un —", "Choisissez deux —", "Choisissez l'un ou les deux —" (the dash is missing on some printings). */
const CHOOSE = /^Choisissez (?:l'une?|une?|deux|trois|quatre|l'un ou les deux|un ou plusieurs|une ou plusieurs)\s*(?:—\s*)?/;
const OR = /\s*;\s*ou(?: bien)?\s+/;

/** The modes of a French rules text: its bullets, or the parts of an older printing's "Choisissez … ; ou …" sentence. */
export function frenchModeTexts(text: string | undefined): string[] {
  const listed = bullets(text);
  if (listed.length > 0 || !text) return listed;
  const sentence = text.split("\n").find((line) => CHOOSE.test(line) && OR.test(line));
  if (!sentence) return [];
  return sentence
    .replace(CHOOSE, "")
    .split(OR)
    .map((part) => {
      const mode = part.trim();
      return `${mode.charAt(0).toUpperCase()}${mode.slice(1)}${/[.!]$/.test(mode) ? "" : "."}`;
    });
}

/**
 * The French text of each of `modes` (English, as the server sends them: all the modes of a card, or the ones chosen
 * for a spell on the stack), or null when they can't be matched: no French modes, or not as many as the English
 * bullets. A mode is found among the English bullets by its words ("~" stands for the card's name); when the server's
 * words differ from the printed ones, a full list of as many modes as bullets is taken in printed order.
 */
export function frenchModes(modes: readonly string[], f: Pick<CardFace, "name" | "text" | "french"> | undefined): string[] | null {
  if (!f) return null;
  const french = frenchModeTexts(f.french?.text);
  const english = bullets(f.text);
  if (french.length === 0 || french.length !== english.length || modes.length === 0) return null;
  const words = (s: string): string => s.replaceAll("~", f.name).replace(/\s+/g, " ").trim();
  const found = modes.map((m) => english.findIndex((b) => words(b) === words(m)));
  if (found.every((i) => i >= 0)) return found.map((i) => french[i]!);
  return modes.length === english.length ? [...french] : null;
}
