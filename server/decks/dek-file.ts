// MTGO's .dek files: XML, one <Cards> element per card line, with its quantity, whether it is in the
// sideboard, and its name (split cards as "Fire/Ice", double-faced cards by their front face).
//   <Cards CatID="36016" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0" />

import type { DeckEntry, DeckProblem } from "./deck-entry.ts";

const ELEMENT = /<Cards\b([^>]*?)\/?>/g;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith("#x") || ref.startsWith("#X")) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith("#")) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The card entries of a .dek file; each problem is reported with the line its element starts on. */
export function readDek(xml: string, problems: DeckProblem[]): { entries: DeckEntry[] } {
  const entries: DeckEntry[] = [];
  const lineAt = (index: number): number => xml.slice(0, index).split("\n").length;
  if (!/<Deck\b/.test(xml)) problems.push({ line: 1, text: xml.split("\n")[0]!, message: "an XML decklist needs a <Deck> element, as MTGO's .dek files have" });
  for (const m of xml.matchAll(ELEMENT)) {
    const line = lineAt(m.index);
    const text = m[0];
    const attributes = new Map([...m[1]!.matchAll(ATTRIBUTE)].map((a) => [a[1]!.toLowerCase(), decodeXml(a[2] ?? a[3] ?? "")]));
    const name = attributes.get("name")?.trim();
    const quantity = attributes.get("quantity")?.trim() ?? "";
    if (!name || !/^\d+$/.test(quantity)) {
      problems.push({ line, text, message: `can't read ${text}: expected Quantity="4" and Name="Lightning Bolt"` });
      continue;
    }
    const sideboard = attributes.get("sideboard")?.toLowerCase() === "true";
    entries.push({ line, text, count: Number(quantity), name, section: sideboard ? "sideboard" : "main" });
  }
  return { entries };
}
