// The procedures of the game that may stop to ask a player something. A suspended procedure is kept as
// this plain data (plus its snapshot and answers so far), so a game in progress stays serializable.

import type { AbilityKey, ObjectId, PlayerId, Step } from "../../../shared/game-types.ts";
import type { ManaType } from "../../../shared/mana.ts";
import type { FaceIndex } from "../../card-language/card-definition.ts";

export type ProcedureCall =
  /** 103.5: the opening hands and mulligans, before the first turn. */
  | { readonly kind: "mulligans" }
  /**
   * 601.2: casting a spell from a hand, (flashback) a graveyard or (715.3d) exile; reversible as a whole (732.1).
   * `face`: the face or half cast (709.3, 712.11b, 715.3).
   */
  | { readonly kind: "cast"; readonly player: PlayerId; readonly card: ObjectId; readonly face?: FaceIndex; readonly faceDown?: true }
  /** 602.2: activating an activated ability; reversible as a whole (732.1). */
  | { readonly kind: "activate"; readonly player: PlayerId; readonly source: ObjectId; readonly ability: AbilityKey }
  /** 305.1: playing a land (its entering may be replaced, 614.12, and the replacements may ask to be ordered, 616.1). */
  | { readonly kind: "playLand"; readonly player: PlayerId; readonly card: ObjectId; readonly face?: FaceIndex }
  /** 605.3a: activating a mana ability while holding priority (its costs may move permanents, which replacements may ask about). */
  | { readonly kind: "activateMana"; readonly player: PlayerId; readonly source: ObjectId; readonly ability: AbilityKey; readonly mana: ManaType | undefined }
  /** 702.37e, 116.2b: turning a face-down permanent face up, paying its morph cost; reversible as a whole (732.1). */
  | { readonly kind: "turnFaceUp"; readonly player: PlayerId; readonly permanent: ObjectId }
  /** 608: resolving the top object of the stack. */
  | { readonly kind: "resolve" }
  /** 117.5: state-based actions and triggered abilities before `player` receives priority. */
  | { readonly kind: "stateCheck"; readonly player: PlayerId }
  /** 703: the turn-based actions of a step that ask players to decide (attackers, blockers, damage, discard). */
  | { readonly kind: "turnActions"; readonly step: Step };

export type ProcedureKind = ProcedureCall["kind"];

export type ReversibleCall = Extract<ProcedureCall, { kind: "cast" | "activate" | "turnFaceUp" }>;

/** Procedures that are undone entirely when they fail or are cancelled (601.2, 602.2, 732.1). */
export function isReversible(call: ProcedureCall): call is ReversibleCall {
  return call.kind === "cast" || call.kind === "activate" || call.kind === "turnFaceUp";
}
