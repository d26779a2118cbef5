// Card faces drawn from card data (GET /api/cards): name, mana cost with symbols, type line, rules text,
// power/toughness. No images are needed.

import type { CardFace } from "../../client-sdk/index.ts";
import { h } from "./dom.ts";

let faces = new Map<string, CardFace>();

export async function loadCards(): Promise<void> {
  const list = (await (await fetch("/api/cards")).json()) as CardFace[];
  faces = new Map(list.map((c) => [c.name, c]));
  // A face or half is found by its own name too ("Insectile Aberration", "Ice"), unless a card has that name.
  for (const c of list) for (const f of c.faces ?? []) if (!faces.has(f.name)) faces.set(f.name, f);
}

/**
 * The face of a card with two (712, 709, 715) that a permanent has up or a spell was cast as (its `face` index,
 * null for the card's own), and the card's other face — which a player may look at (712.6).
 */
export function facesOf(name: string, index: number | null): { up: CardFace | undefined; other: CardFace | undefined } {
  const card = face(name);
  const list = card?.faces;
  // 712.6 and 710.1: a double-faced card's other face, or a flip card's other half, may be looked at.
  if (!list || (card.layout !== "transform" && card.layout !== "modal" && card.layout !== "flip"))
    return { up: index === null ? card : list?.[index], other: undefined };
  const up = index ?? 0;
  return { up: list[up], other: list[1 - up] };
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

/**
 * A full card face, for hands, the stack and tooltips. A card with two faces or halves shows them: both halves of
 * a split card, an adventurer's creature and its Adventure, and a double-faced card's front face with its back
 * face one click away (712.6).
 */
export function cardFace(name: string, options: { power?: number | null; toughness?: number | null; colors?: string } = {}): HTMLElement {
  const f = face(name);
  if (f?.faces) {
    const [first, second] = f.faces as [CardFace, CardFace];
    if (f.layout === "split" || f.layout === "adventure")
      return h(`div.face.two-faced.${f.layout}.${frameClass(name, options.colors)}`, null, singleFace(first, options), singleFace(second, {}));
    return h(`div.face.two-faced.${f.layout}.${frameClass(first.name)}`, null, singleFace(first, options), otherFace(second, f.layout === "flip"));
  }
  return singleFace(f, options, name);
}

function singleFace(
  f: CardFace | undefined,
  options: { power?: number | null; toughness?: number | null; colors?: string },
  name = f?.name ?? "",
): HTMLElement {
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

/** A double-faced card's face that isn't up, folded: a click shows it without acting on the card (712.6). */
export function otherFace(f: CardFace, half = false): HTMLElement {
  const stop = (e: Event): void => e.stopPropagation();
  const summary = half ? h("summary", { title: "See the other half (710.1)" }, `⇅ ${f.name}`) : h("summary", { title: "See the other face" }, `⟲ ${f.name}`);
  return h("details.other-face", { onclick: stop }, summary, singleFace(f, {}));
}
