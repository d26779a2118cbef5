// 701.27a: transforming turns a double-faced permanent over in place. The instructions that transform
// (effects/effects.ts) and daybound and nightbound (turn/day-night.ts) share what happens here.

import type { Draft } from "../kernel/draft.ts";
import type { FaceIndex } from "../../card-language/card-definition.ts";
import type { ObjectId } from "../kernel/state.ts";
import { characteristics } from "../layers/characteristics.ts";
import { doubleFacedCard } from "../layers/copiable.ts";
import { emit } from "../events/emit.ts";

/**
 * The face the permanent would turn to, or null when it can't transform: 701.27c, 712.9: only a permanent
 * represented by a double-faced card or token does (its card, not what it copies); 701.27d, 712.10: never into an instant or
 * sorcery face. Absent means its front face.
 */
export function transformsInto(d: Draft, id: ObjectId): { readonly face: FaceIndex | undefined } | null {
  const perm = d.state.battlefield.find((p) => p.id === id);
  // A double-faced token copy (707.8a) has the copied card's faces; a meld card doesn't transform (712.4c).
  const faces = perm ? doubleFacedCard(d, perm)?.faces : undefined;
  if (!perm || !faces) return null;
  const face = perm.face === 1 ? undefined : 1;
  const types = faces.list[face ?? 0].types;
  return types.includes("Instant") || types.includes("Sorcery") ? null : { face };
}

/**
 * 701.27a: turns the permanent over, if it can transform. 712.18: it stays the same object — its counters, damage,
 * attachments and the effects on it stay — and receives a new timestamp (613.7g). Returns whether it transformed.
 */
export function transformPermanent(d: Draft, id: ObjectId): boolean {
  const into = transformsInto(d, id);
  if (!into) return false;
  // Its name before: read before the permanent is taken to edit, so that the view after sees the new face.
  const from = characteristics(d, d.state.battlefield.find((p) => p.id === id)!).name;
  const edited = d.permanent(id)!;
  if (into.face === undefined) delete edited.face;
  else edited.face = into.face;
  edited.transformedAt = d.state.nextId;
  edited.timestamp = d.newTimestamp();
  emit(d, { type: "transformed", object: id, name: from, into: characteristics(d, edited).name });
  return true;
}
