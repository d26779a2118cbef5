// A new permanent record (110.1): how every object on the battlefield begins, whether it really enters or is
// only looked at as it would exist there (614.12).

import type { CopiableValues } from "../../card-language/card-definition.ts";
import type { Draft } from "../kernel/draft.ts";
import type { FaceIndex } from "../../card-language/card-definition.ts";
import { NO_COUNTERS, type EntryChoices, type ObjectId, type Permanent, type PlayerId } from "../kernel/state.ts";

export interface PermanentOptions {
  readonly tapped?: boolean;
  readonly attachedTo?: ObjectId | null;
  /** 303.4: an Aura attached to a player. */
  readonly attachedToPlayer?: PlayerId;
  readonly damage?: number;
  readonly counters?: Readonly<Record<string, number>>;
  readonly controlSince?: number;
  /** 712.12–712.14: the face it enters with up, when not its front face. */
  readonly face?: FaceIndex;
  /** 614.12: what was chosen as it entered. */
  readonly chosen?: EntryChoices;
  /** 712.14c: melded with this card, the other of its meld pair (with `face` 1). */
  readonly melded?: string;
  /** 708.3, 708.4: it enters face down. */
  readonly faceDown?: boolean;
  /** A resolving permanent spell: the zone it was cast from. */
  readonly castFrom?: "hand" | "graveyard" | "exile";
}

/** Puts a card onto the battlefield as a new permanent (the caller emits the event that says how). */
export function createPermanent(d: Draft, card: string, owner: PlayerId, controller: PlayerId, options: PermanentOptions = {}): Permanent {
  const perm: Permanent = {
    id: d.newId(),
    card,
    owner,
    enteredUnder: controller,
    continuousController: controller,
    tapped: options.tapped ?? false,
    controlSince: options.controlSince ?? d.state.turn.number,
    damage: options.damage ?? 0,
    counters: options.counters ?? NO_COUNTERS,
    attachedTo: options.attachedTo ?? null,
    ...(options.attachedToPlayer === undefined ? {} : { attachedToPlayer: options.attachedToPlayer }),
    timestamp: d.newTimestamp(),
    ...(options.face === undefined ? {} : { face: options.face }),
    ...(options.chosen === undefined ? {} : { chosen: options.chosen }),
    ...(options.melded === undefined ? {} : { melded: options.melded }),
    ...(options.faceDown ? { faceDown: true as const } : {}),
    ...(options.castFrom === undefined ? {} : { castFrom: options.castFrom }),
  };
  d.battlefield().push(perm);
  return perm;
}

/**
 * 707.2, 613.2a: the object (a permanent as it enters, a copy of a spell) has these copiable values from now on — a copy
 * effect locked to it (611.2c) for as long as it stays where it is (400.7), or until end of turn. `sourceCard` made it,
 * for `controller`.
 */
export function becomeCopy(
  d: Draft,
  id: ObjectId,
  values: CopiableValues,
  sourceCard: string,
  controller: PlayerId,
  duration: "endOfTurn" | "indefinite" = "indefinite",
): void {
  d.effects().push({
    kind: "characteristics",
    timestamp: d.newTimestamp(),
    sourceCard,
    controller,
    affected: [id],
    modifications: [{ kind: "copy", values }],
    duration,
  });
}
