// The cards of the server's pool as the page knows them (GET /api/cards): each face's printed facts, picture id
// and French wording, looked up by name (web/src/cards/ draws them).

import type { CardFace } from "../../client-sdk/index.ts";

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

/** The frame color of a card: its colors, gold for several, grey for none. */
export function frameClass(name: string, colors?: string): string {
  const c = colors ?? face(name)?.colors.join("") ?? "";
  if (c.length === 0) return face(name)?.types.includes("Land") ? "land" : "colorless";
  if (c.length > 1) return "gold";
  return COLOR_CLASS[c] ?? "colorless";
}
