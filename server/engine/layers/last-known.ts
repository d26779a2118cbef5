// 113.7a, 603.10a: a permanent that has left the battlefield is seen as it last existed there — with the
// characteristics the object view gave it then, effects included ("dies" triggers of a creature that was
// only a creature because of an effect; abilities it had been granted).

import type { Permanent } from "../kernel/state.ts";
import type { Characteristics } from "./printed.ts";
import { frozenReader, view, type Reader } from "./view.ts";

/** Keyed by the permanent's (immutable) record: one entry per time a permanent leaves, read in the same run. */
const lastKnown = new WeakMap<Permanent, Characteristics>();

/**
 * Remembers the permanent's characteristics as it leaves: just before, or, when several leave at the same
 * time, as they all were before any of them left (`lookBackState`).
 */
export function rememberAsItLeaves(r: Reader & { readonly lookBackState: Reader["state"] | null }, perm: Permanent): void {
  const before = r.lookBackState;
  lastKnown.set(perm, view(before?.battlefield.includes(perm) ? frozenReader(before, r.cards) : r).of(perm));
}

/** The permanent's characteristics now, or as it last existed on the battlefield if it has left. */
export function lastKnownCharacteristics(r: Reader, perm: Permanent): Characteristics {
  return lastKnown.get(perm) ?? view(r).of(perm);
}
