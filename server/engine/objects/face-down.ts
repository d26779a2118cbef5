// 708.9: face-down spells and permanents are revealed to every player when they leave for a zone where they aren't
// face down, when their owner leaves the game, and at the end of the game.

import { emit } from "../events/emit.ts";
import type { Draft } from "../kernel/draft.ts";
import type { ObjectId, PlayerId } from "../kernel/state.ts";

/** A permanent or a spell, which may be face down. */
interface MaybeFaceDown {
  readonly id: ObjectId;
  readonly card: string;
  readonly owner: PlayerId;
  readonly faceDown?: true;
}

/** 708.9: its owner reveals it to all players, if it is face down. */
export function revealIfFaceDown(d: Draft, object: MaybeFaceDown): void {
  if (object.faceDown) emit(d, { type: "faceDownRevealed", object: object.id, name: object.card, owner: object.owner, rule: "708.9" });
}

/** 708.9: every face-down permanent and spell is revealed — those `owner` owns as that player leaves the game, or all as it ends. */
export function revealAllFaceDown(d: Draft, owner?: PlayerId): void {
  for (const perm of d.state.battlefield) if (owner === undefined || perm.owner === owner) revealIfFaceDown(d, perm);
  for (const o of d.state.stack) if (o.kind === "spell" && (owner === undefined || o.owner === owner)) revealIfFaceDown(d, o);
}
