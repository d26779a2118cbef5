// 707.2, 707.3: copiable values. An object's are those printed on its card, unless a copy effect (layer 1)
// made them another object's: then they are what that effect copied, with its exceptions (707.9). Copy effects
// are continuous effects locked to the object (state.effects); the latest applies last and so decides (613.7).

import type { CardDefinition, CardRegistry, CopiableValues, CopyException, FaceIndex, Modification } from "../../card-language/card-definition.ts";
import type { Color, ManaCost } from "../../../shared/mana.ts";
import { definitionOf } from "./printed.ts";
import { textChangesOf, withTextChanges } from "./text-change.ts";
import type { GameState, ObjectId } from "../kernel/state.ts";

const NO_EXCEPTIONS: CopiableValues["except"] = [];

/** A permanent or spell, with the face it has up or was cast as, its flipped status, and whether it is face down. */
type CopiedObject = { readonly id: ObjectId; readonly card: string; readonly face?: FaceIndex; readonly flipped?: true; readonly faceDown?: true };

/** The copy effect that applies last to the object, if any. */
function lastCopy(state: GameState, id: ObjectId): CopiableValues | null {
  let found: CopiableValues | null = null;
  let at = -1;
  for (const e of state.effects) {
    if (e.kind !== "characteristics" || e.timestamp < at || !e.affected.includes(id)) continue;
    const copy = e.modifications.find((m): m is Extract<Modification, { kind: "copy" }> => m.kind === "copy");
    if (copy) [found, at] = [copy.values, e.timestamp];
  }
  return found;
}

/**
 * 707.8a: the values a copy effect gives an object now: for a double-faced token, those of the face it has up (707.8:
 * what a copy of it copies).
 */
export function withFaceUp(values: CopiableValues, object: { readonly face?: FaceIndex }): CopiableValues {
  if (!values.doubleFaced) return values;
  const { doubleFaced: _, face: __, ...rest } = values;
  return object.face === undefined ? rest : { ...rest, face: object.face };
}

/**
 * 707.2, 707.3, 707.8: the copiable values of a permanent or spell (of the face it has up): what a copy of it becomes. A
 * face-down object's are those 708.2 lists, even when it copies something (708.10).
 */
export function copiableValues(state: GameState, object: CopiedObject): CopiableValues {
  if (object.faceDown) return { card: object.card, faceDown: true, except: NO_EXCEPTIONS };
  return faceUpValues(state, object);
}

/** The copiable values the object has, or would have, face up (708.10: what it copies shows once it is turned face up). */
function faceUpValues(state: GameState, object: CopiedObject): CopiableValues {
  const copy = lastCopy(state, object.id);
  if (copy) return withFaceUp(copy, object);
  return object.face === undefined ? { card: object.card, except: NO_EXCEPTIONS } : { card: object.card, face: object.face, except: NO_EXCEPTIONS };
}

/**
 * 702.37e: the morph cost a face-down permanent would have if it were face up — its card's, or that of what it copies
 * (707.3's examples) — or null when it would have none and so can't be turned face up for one.
 */
export function morphCostIfFaceUp(r: { readonly state: GameState; readonly cards: CardRegistry }, object: CopiedObject): ManaCost | null {
  for (const k of definitionOf(r.cards, faceUpValues(r.state, object)).keywords) if (typeof k === "object" && "morph" in k) return k.morph;
  return null;
}

/**
 * 707.3, 707.9: what a copy of the object becomes: its copiable values, with the copy effect's exceptions added. A
 * color the object kept from before it copied (707.9c) is a copiable value of its own (707.9b): the copy gets it as such.
 */
export function copyOf(r: { readonly state: GameState; readonly cards: CardRegistry }, object: CopiedObject, except: readonly CopyException[]): CopiableValues {
  const values = copiableValues(r.state, object);
  const own = values.except.some((x) => x.kind === "retainColors")
    ? values.except.map((x): CopyException => (x.kind === "retainColors" ? { kind: "setColors", colors: copiableColors(r, object) } : x))
    : values.except;
  return except.length === 0 && own === values.except ? values : { ...values, except: [...own, ...except] };
}

/** 707.9c: the colors among an object's copiable values: its card's, or as its copy effects left them, in timestamp order. */
function copiableColors(r: { readonly state: GameState; readonly cards: CardRegistry }, object: CopiedObject): readonly Color[] {
  let colors = definitionOf(r.cards, object).colors;
  for (const e of r.state.effects) {
    if (e.kind !== "characteristics" || !e.affected.includes(object.id)) continue;
    for (const m of e.modifications) {
      if (m.kind !== "copy" || m.values.except.some((x) => x.kind === "retainColors")) continue;
      const set = m.values.except.findLast((x) => x.kind === "setColors");
      colors = set?.kind === "setColors" ? set.colors : definitionOf(r.cards, m.values).colors;
    }
  }
  return colors;
}

/**
 * 707.8a: the copiable values of a token created as a copy of the object: of both faces of a double-faced permanent (the
 * token then enters with the same face up), of the face up of any other.
 */
export function tokenCopyValues(r: { readonly state: GameState; readonly cards: CardRegistry }, object: CopiedObject): CopiableValues {
  const copy = lastCopy(r.state, object.id);
  const twoFaced = copy ? copy.doubleFaced === true : isDoubleFaced(r.cards.get(object.card)!);
  if (!twoFaced) return copiableValues(r.state, object);
  const { face: _, ...values } = copy ?? { card: object.card, except: NO_EXCEPTIONS };
  return { ...values, doubleFaced: true };
}

function isDoubleFaced(def: CardDefinition): boolean {
  return def.faces?.layout === "transform" || def.faces?.layout === "modal";
}

/**
 * 712.2, 707.8a: the double-faced card whose faces a permanent has, if any: its own, or for a double-faced token copy
 * the copied card's.
 */
export function doubleFacedCard(r: { readonly state: GameState; readonly cards: CardRegistry }, perm: CopiedObject): CardDefinition | null {
  const copy = lastCopy(r.state, perm.id);
  const def = r.cards.get(copy?.doubleFaced ? copy.card : perm.card)!;
  return isDoubleFaced(def) ? def : null;
}

/**
 * The card whose printed text a permanent or spell has now (707.2a: a copy has the copied rules text; 612.1: as
 * text-changing effects changed it): where its "enters with" counters, enchant ability and spell text are found.
 */
export function rulesText(r: { readonly state: GameState; readonly cards: CardRegistry }, object: CopiedObject): CardDefinition {
  // 613.1c: layer 3, text-changing effects, change what layer 1 made it.
  return withTextChanges(copiedText(r, object), textChangesOf(r.state, object.id));
}

function copiedText(r: { readonly state: GameState; readonly cards: CardRegistry }, object: CopiedObject): CardDefinition {
  // The copied face (707.2), or its own: the face it has up or was cast as (712.8); none face down (708.2). 707.3: its own
  // flipped status decides which half of a copied flip card it has.
  if (object.faceDown) return definitionOf(r.cards, copiableValues(r.state, object));
  const copy = lastCopy(r.state, object.id);
  return definitionOf(r.cards, copy ? { ...withFaceUp(copy, object), ...(object.flipped ? { flipped: true } : {}) } : object);
}

/**
 * The card a permanent or spell copies (707.2), or null when it is no copy — or when it copies a face-down object,
 * whose card nobody else may know (708.5).
 */
export function copiedCard(state: GameState, object: { readonly id: ObjectId }): string | null {
  const values = lastCopy(state, object.id);
  return values && !values.faceDown ? values.card : null;
}
