// Text people type that others will see: names (players, tables) and chat. Clients render it as text,
// never as markup; these rules keep it from lying about what it is: no control characters, no bidirectional
// overrides (which reorder what follows them on screen, e.g. to fake another player's name or a rule
// citation), no name made only of invisible characters.

/** C0 and C1 controls (tabs and line breaks are whitespace, made one space first: a name is one line). */
const CONTROL = /\p{Cc}/u;
/** Bidirectional embeddings, overrides and isolates, and the marks that steer them. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * What draws nothing: spaces, format characters (zero-width spaces and joiners), combining marks alone, and
 * the letters that render blank (Hangul fillers, the braille blank, the Mongolian vowel separator).
 */
const INVISIBLE = /[\s\p{Z}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800\u180E]/gu;

/** A name as it is kept: NFC, trimmed, runs of whitespace made one space. Or why it can't be a name. */
export function cleanName(typed: string, maxLength: number): { name: string } | { problem: string } {
  const name = typed
    .normalize("NFC")
    .replace(/[\s\p{Z}]+/gu, " ")
    .trim();
  if (CONTROL.test(name)) return { problem: "a name can't hold control characters" };
  if (BIDI.test(name)) return { problem: "a name can't hold text-direction controls" };
  if (name.replace(INVISIBLE, "") === "") return { problem: "a name needs at least one visible character" };
  if ([...name].length > maxLength) return { problem: `a name has at most ${maxLength} characters` };
  return { name };
}

/** Chat as it is kept: control characters other than line breaks and direction controls are dropped. */
export function cleanChat(typed: string): string {
  return typed
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n]/gu, "")
    .replace(new RegExp(BIDI.source, "gu"), "")
    .trim();
}
