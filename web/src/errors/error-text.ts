// The page's one way to say what went wrong: a refusal in the page's language (describe-error.ts), any other failure
// by its message.

import { language, t } from "../i18n.ts";
import { asRefusal, describePhrase, refusalLines } from "./describe-error.ts";

const errorsT = (key: string, options?: Readonly<Record<string, unknown>>): string => t(`errors:${key}`, options);

/** Each line to show for a failure: the sentence, then the problems the server listed. */
export function errorLines(e: unknown): string[] {
  const refusal = asRefusal(e);
  if (refusal) return refusalLines(refusal, errorsT, language.value === "en");
  return [e instanceof Error ? e.message : String(e)];
}

/** A failure in one line, for a toast or a banner (the server's English message already lists its problems). */
export function errorText(e: unknown): string {
  const lines = errorLines(e);
  return language.value === "en" || lines.length === 1 ? lines[0]! : `${lines[0]} ${lines.slice(1).join("; ")}`;
}

/** Why the table closed or the connection ended (words without a code), as a phrase in the page's language. */
export function phraseText(message: string): string {
  return describePhrase(message, errorsT, language.value === "en");
}
