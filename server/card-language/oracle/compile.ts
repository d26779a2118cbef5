// Oracle text → IR → text again. A card compiles when every paragraph reads as a known template and the IR
// writes back exactly the text it was read from (the round trip): nothing on the card is left unread.

import { readAll } from "./grammar.ts";
import type { CardIR, Paragraph } from "./ir.ts";
import { paragraph } from "./phrases.ts";

/** A card's text the compiler can't take, and why: the first paragraph it didn't understand. */
export interface Unsupported {
  readonly ok: false;
  readonly paragraph: string;
  readonly reason: string;
}

export type Compiled = { readonly ok: true; readonly ir: CardIR } | Unsupported;

/** Reminder text at the end of a paragraph: " (…)", possibly more than one. It has no rules meaning (207.2). */
const REMINDER = /^(.*?)((?: ?\([^()]*\))+)$/s;

/** A paragraph's words with the card's name as "~", and its reminder text apart. */
export function splitParagraph(text: string, name: string): { readonly body: string; readonly reminder: string } {
  const named = text.split(name).join("~");
  const m = REMINDER.exec(named);
  return m ? { body: m[1]!, reminder: m[2]! } : { body: named, reminder: "" };
}

/** Reads one paragraph; the first reading that writes back to the same words wins. */
export function compileParagraph(text: string, name: string): Paragraph | Unsupported {
  const { body, reminder } = splitParagraph(text, name);
  if (body === "") return reminder ? { reminderOnly: true, reminder } : { ok: false, paragraph: text, reason: "an empty paragraph" };
  const readings = readAll(paragraph, body);
  if (readings.length === 0) return { ok: false, paragraph: text, reason: "no template reads it" };
  const exact = readings.find((r) => paragraph.write(r) === body);
  if (!exact) return { ok: false, paragraph: text, reason: `it reads, but writes back as "${paragraph.write(readings[0]!)}"` };
  return reminder ? { ...exact, reminder } : exact;
}

/** Compiles a card's Oracle text (paragraphs separated by newlines). */
export function compile(name: string, text: string): Compiled {
  if (text === "") return { ok: true, ir: [] };
  const ir: Paragraph[] = [];
  for (const line of text.split("\n")) {
    const p = compileParagraph(line, name);
    if ("ok" in p) return p;
    ir.push(p);
  }
  return { ok: true, ir };
}

/** The Oracle text the IR says, with the card's name in place of "~". */
export function render(ir: CardIR, name: string): string {
  return ir
    .map((p) => {
      const { reminder, ...rest } = p;
      const body = "reminderOnly" in rest ? "" : paragraph.write(rest as Paragraph);
      if (body === null) throw new Error(`${name}: the IR can't be written: ${JSON.stringify(p)}`);
      return (body + (reminder ?? "")).split("~").join(name);
    })
    .join("\n");
}
