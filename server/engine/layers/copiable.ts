// 707.2, 707.3: copiable values. An object's are those printed on its card, unless a copy effect (layer 1)
// made them another object's: then they are what that effect copied, with its exceptions (707.9). Copy effects
// are continuous effects locked to the object (state.effects); the latest applies last and so decides (613.7).

import type { CardDefinition, CardRegistry, CopiableValues, CopyException, FaceIndex, Modification } from "../../card-language/card-definition.ts";
import type { ManaCost } from "../../../shared/mana.ts";
import { definitionOf } from "./printed.ts";
import type { GameState, ObjectId } from "../kernel/state.ts";

const NO_EXCEPTIONS: CopiableValues["except"] = [];

/** A permanent or spell, with the face it has up or was cast as, and whether it is face down. */
type CopiedObject = { readonly id: ObjectId; readonly card: string; readonly face?: FaceIndex; readonly faceDown?: true };

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
 * 707.2, 707.3: the copiable values of a permanent or spell: what a copy of it becomes. A face-down object's are those
 * 708.2 lists, even when it copies something (708.10).
 */
export function copiableValues(state: GameState, object: CopiedObject): CopiableValues {
  if (object.faceDown) return { card: object.card, faceDown: true, except: NO_EXCEPTIONS };
  return faceUpValues(state, object);
}

/** The copiable values the object has, or would have, face up (708.10: what it copies shows once it is turned face up). */
function faceUpValues(state: GameState, object: CopiedObject): CopiableValues {
  return (
    lastCopy(state, object.id) ??
    (object.face === undefined ? { card: object.card, except: NO_EXCEPTIONS } : { card: object.card, face: object.face, except: NO_EXCEPTIONS })
  );
}

/**
 * 702.37e: the morph cost a face-down permanent would have if it were face up — its card's, or that of what it copies
 * (707.3's examples) — or null when it would have none and so can't be turned face up for one.
 */
export function morphCostIfFaceUp(r: { readonly state: GameState; readonly cards: CardRegistry }, object: CopiedObject): ManaCost | null {
  for (const k of definitionOf(r.cards, faceUpValues(r.state, object)).keywords) if (typeof k === "object" && "morph" in k) return k.morph;
  return null;
}

/** 707.3, 707.9: what a copy of the object becomes: its copiable values, with the copy effect's exceptions added. */
export function copyOf(state: GameState, object: CopiedObject, except: readonly CopyException[]): CopiableValues {
  const values = copiableValues(state, object);
  return except.length === 0 ? values : { ...values, except: [...values.except, ...except] };
}

/**
 * The card whose printed text a permanent or spell has now (707.2a: a copy has the copied rules text): where its
 * "enters with" counters, enchant ability and spell text are found.
 */
export function rulesText(r: { readonly state: GameState; readonly cards: CardRegistry }, object: CopiedObject): CardDefinition {
  // The copied face (707.2), or its own: the face it has up or was cast as (712.8); none face down (708.2).
  return definitionOf(r.cards, copiableValues(r.state, object));
}

/**
 * The card a permanent or spell copies (707.2), or null when it is no copy — or when it copies a face-down object,
 * whose card nobody else may know (708.5).
 */
export function copiedCard(state: GameState, object: { readonly id: ObjectId }): string | null {
  const values = lastCopy(state, object.id);
  return values && !values.faceDown ? values.card : null;
}
