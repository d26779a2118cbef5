// Card faces drawn from card data (GET /api/cards): name, mana cost with symbols, type line, rules text,
// power/toughness. No images are needed.

import type { CardFace } from "../../client-sdk/index.ts";
import { h } from "./dom.ts";

let faces = new Map<string, CardFace>();

export async function loadCards(): Promise<void> {
  const list = (await (await fetch("/api/cards")).json()) as CardFace[];
  faces = new Map(list.map((c) => [c.name, c]));
}

export function face(name: string): CardFace | undefined {
  return faces.get(name);
}

const COLOR_CLASS: Record<string, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

/** "{2}{R}{R}" as symbols. */
export function manaCost(cost: string | null): HTMLElement {
  const symbols = cost ? [...cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!) : [];
  return h(
    "span.cost",
    null,
    symbols.map((s) => h(`span.sym.sym-${s.replace("/", "").toLowerCase()}`, { title: `{${s}}` }, s.replace("/", ""))),
  );
}

/** The frame color of a card: its colors, gold for several, grey for none. */
export function frameClass(name: string, colors?: string): string {
  const c = colors ?? face(name)?.colors.join("") ?? "";
  if (c.length === 0) return face(name)?.types.includes("Land") ? "land" : "colorless";
  if (c.length > 1) return "gold";
  return COLOR_CLASS[c] ?? "colorless";
}

/** A full card face, for hands, the stack and tooltips. */
export function cardFace(name: string, options: { power?: number | null; toughness?: number | null; colors?: string } = {}): HTMLElement {
  const f = face(name);
  const power = options.power !== undefined ? options.power : (f?.power ?? null);
  const toughness = options.toughness !== undefined ? options.toughness : (f?.toughness ?? null);
  return h(
    `div.face.${frameClass(name, options.colors)}`,
    null,
    h("div.title", null, h("span.name", null, name), manaCost(f?.manaCost ?? null)),
    h("div.typeline", null, f?.typeLine ?? ""),
    h("div.text", null, f?.text ?? ""),
    power !== null && toughness !== null ? h("div.pt", null, `${power}/${toughness}`) : null,
  );
}
