// A card's printed facts — mana cost, colors, type line, power/toughness, loyalty, Oracle text — come from the
// card data by its name (server/card-data): a card file states only what the card does. A card the data
// doesn't know (a token, a test card) states its facts itself.

import { findCard, findFace, type PrintedFace } from "../card-data/card-data.ts";
import { colorsOfCost, parseManaCost, type Color } from "../../shared/mana.ts";
import { CARD_TYPES, SUPERTYPES, type CardDefinition, type CardType, type FaceLayout, type Supertype } from "./card-definition.ts";

/** The printed facts as a card definition holds them. */
export type PrintedFacts = Pick<CardDefinition, "manaCost" | "colors" | "supertypes" | "types" | "subtypes" | "power" | "toughness" | "loyalty" | "text">;

/** The printed facts a definition states itself, when the card data doesn't have them. */
export interface StatedFacts {
  readonly cost?: string;
  /** 202.2e: a color indicator, for cards with no mana cost. */
  readonly colorIndicator?: readonly Color[];
  readonly supertypes?: readonly Supertype[];
  readonly types?: readonly CardType[];
  readonly subtypes?: readonly string[];
  readonly pt?: readonly [number, number];
  /** 306.5a: a planeswalker's printed loyalty. */
  readonly loyalty?: number;
  readonly text?: string;
}

const STATED_FACTS = ["cost", "colorIndicator", "supertypes", "types", "subtypes", "pt", "loyalty", "text"] as const satisfies readonly (keyof StatedFacts)[];

function oneOf<T extends string>(allowed: readonly T[], values: readonly string[], what: string, name: string): T[] {
  const unknown = values.filter((v) => !(allowed as readonly string[]).includes(v));
  if (unknown.length > 0) throw new Error(`${name}: ${what} ${unknown.join(", ")} isn't supported`);
  return values as T[];
}

/**
 * 208.2a: a "*" that a characteristic-defining ability sets counts as 0 as printed ("1+*": 1); the ability sets the
 * whole value where it applies. Other printed values ("7-*", "*²") aren't supported.
 */
function printedNumber(value: string | null, what: string, name: string): number | null {
  if (value === null) return null;
  if (value === "*") return 0;
  const plusStar = /^(\d+)\+\*$/.exec(value);
  if (plusStar) return Number(plusStar[1]);
  if (!/^-?\d+$/.test(value)) throw new Error(`${name}: a printed ${what} of "${value}" isn't supported`);
  return Number(value);
}

/** A face of the card data as the facts of a definition. */
export function factsOfFace(face: PrintedFace): PrintedFacts {
  return {
    manaCost: face.manaCost === null ? null : parseManaCost(face.manaCost),
    colors: face.colors,
    supertypes: oneOf(SUPERTYPES, face.supertypes, "the supertype", face.name),
    types: oneOf(CARD_TYPES, face.types, "the card type", face.name),
    subtypes: face.subtypes,
    power: printedNumber(face.power, "power", face.name),
    toughness: printedNumber(face.toughness, "toughness", face.name),
    loyalty: printedNumber(face.loyalty, "loyalty", face.name),
    text: face.text,
  };
}

/**
 * The printed facts of the card (or face) of this name: the card data's, which the definition must not state, or
 * for a name the data doesn't know, those the definition states (types at least).
 */
export function printedFacts(name: string, stated: StatedFacts): PrintedFacts {
  const found = findFace(name);
  const given = STATED_FACTS.filter((k) => stated[k] !== undefined);
  if (found) {
    if (given.length > 0) throw new Error(`${name}: its printed facts come from the card data; its definition must not state ${given.join(", ")}`);
    return factsOfFace(found.face);
  }
  if (findCard(name)) throw new Error(`${name}: a card with several faces is built from its faces (split, transforming, modalDoubleFaced, adventurer)`);
  if (!stated.types) throw new Error(`${name}: the card data doesn't know this name, so its definition states its printed facts`);
  const manaCost = stated.cost === undefined ? null : parseManaCost(stated.cost);
  return {
    manaCost,
    colors: stated.colorIndicator ?? (manaCost ? colorsOfCost(manaCost) : []),
    supertypes: stated.supertypes ?? [],
    types: stated.types,
    subtypes: stated.subtypes ?? [],
    power: stated.pt?.[0] ?? null,
    toughness: stated.pt?.[1] ?? null,
    loyalty: stated.loyalty ?? null,
    text: stated.text ?? "",
  };
}

/** The data's layout for each kind of card with two faces or halves. */
const DATA_LAYOUT: Readonly<Record<FaceLayout, string>> = {
  transform: "transform",
  modal: "modal_dfc",
  meld: "meld",
  split: "split",
  adventure: "adventure",
  flip: "flip",
};

/** Checks that two faces are, in this order, the faces of one card of the data with this layout (or both unknown to it). */
export function checkFaces(layout: FaceLayout, first: string, second: string): void {
  const a = findFace(first);
  // 712.4: a meld card's back face is the combined face, a card of its own too: it is found as the front face's other.
  const b = layout === "meld" ? (a?.card.faces[1]?.name === second ? a : undefined) : findFace(second);
  if (!a && !b) return;
  const name = `${first} // ${second}`;
  if (!a || !b || a.card.name !== b.card.name || a.card.name !== name) throw new Error(`${name}: the card data has no card with these two faces`);
  if (a.card.layout !== DATA_LAYOUT[layout]) throw new Error(`${name}: the card data says its layout is ${a.card.layout}, not ${DATA_LAYOUT[layout]}`);
}
