// Helpers for face-down spells and permanents in tests (708, 702.37).

import type { PriorityAction } from "../../shared/prompt.ts";
import type { Scenario } from "./scenario.ts";

/** 708.2a: the characteristics of a face-down object: a 2/2 creature with no name, text, subtypes or mana cost. */
export const FACE_DOWN_CHARS = {
  name: "",
  manaCost: null,
  colors: [],
  types: ["Creature"],
  subtypes: [],
  keywords: [],
  abilities: [],
  power: 2,
  toughness: 2,
} as const;

/** Casts the card in hand face down with its morph ability (702.37c) and pays {3} automatically. */
export function castFaceDown(g: Scenario, card: string): Scenario {
  return g.answer({ kind: "cast", card: g.handCard(card), faceDown: true }).autoPay();
}

/** The priority prompt's option to cast the card in hand face down, if there is one. */
export function faceDownOption(g: Scenario, card: string): Extract<PriorityAction, { kind: "cast" }> | undefined {
  const id = g.handCard(card);
  return g
    .expectPrompt("priority")
    .actions.find((a): a is Extract<PriorityAction, { kind: "cast" }> => a.kind === "cast" && a.card === id && a.faceDown === true);
}

/** The priority prompt's option to turn the face-down permanent with this card face up (702.37e), if there is one. */
export function turnFaceUpOption(g: Scenario, card: string): Extract<PriorityAction, { kind: "turnFaceUp" }> | undefined {
  const id = g.permanent(card).id;
  return g.expectPrompt("priority").actions.find((a): a is Extract<PriorityAction, { kind: "turnFaceUp" }> => a.kind === "turnFaceUp" && a.permanent === id);
}
