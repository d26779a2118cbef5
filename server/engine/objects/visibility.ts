// Who may see what (400.2): hands are seen by their owner, libraries by nobody (their sizes are public),
// the stack, the battlefield, graveyards and exile by everyone. This module applies that to events; the
// server applies it to the table state by showing each hand only to its owner, and to everyone a hand its
// owner plays with revealed (701.20a).

import type { GameEvent, ViewEvent } from "../../../shared/events.ts";
import type { PlayerId, Zone } from "../../../shared/game-types.ts";
import { casterMatches, staticEffects } from "../layers/battlefield-facts.ts";
import { controllerOf } from "../layers/characteristics.ts";
import type { Reader } from "../layers/view.ts";

/** A player, or null for a spectator, who sees only what is public. */
export type Viewer = PlayerId | null;

const HIDDEN_ZONES: readonly Zone[] = ["library", "hand"];

/**
 * The event as `viewer` may see it. Card names in hands and libraries go only to those allowed to see
 * them, and ids of cards in hands only to their owner: a card that leaves a hand gets a fresh id
 * (400.7), and hiding the old one keeps its place in the hand from being traced.
 */
export function redactEvent(e: GameEvent, viewer: Viewer): ViewEvent {
  switch (e.type) {
    case "drew":
      return viewer === e.player ? e : { ...e, card: null, name: null };
    case "putOnBottom":
      return viewer === e.player ? e : { ...e, cards: null, names: null };
    case "handLookedAt":
      return viewer === e.viewer || viewer === e.player ? e : { ...e, names: null };
    case "landPlayed":
      return viewer === e.player ? e : { ...e, fromHand: null };
    case "discarded":
      return viewer === e.player ? e : { ...e, card: null };
    case "stackPushed":
      return e.from === "hand" && viewer !== e.controller ? { ...e, fromId: null } : e;
    case "zoneChanged": {
      if (viewer === e.owner) return e;
      // Between hidden zones (library ↔ hand) the card itself is hidden; a card put into a hand from a
      // public zone was seen, but its new id in the hand is its owner's to know.
      // 712.21a: the order in which a melded permanent's two cards are put into a library isn't revealed.
      const hidden = (HIDDEN_ZONES.includes(e.from) && HIDDEN_ZONES.includes(e.to)) || (e.meldedCard !== undefined && e.to === "library");
      return {
        ...e,
        name: hidden ? null : e.name,
        oldId: e.from === "hand" ? null : e.oldId,
        newId: e.to === "hand" || e.to === "library" ? null : e.newId,
      };
    }
    case "ceasedToExist":
      // A token put into a hand ceases to exist there (704.5d); its id in the hand is as private as any
      // card's there (400.7): the others know only that the token they saw leave is gone.
      return viewer === e.owner || !HIDDEN_ZONES.includes(e.zone) ? e : { ...e, object: null };
    default:
      return e;
  }
}

/**
 * 701.20a: whether `player` plays with their hand revealed now ("Your opponents play with their hands revealed"): all
 * players see the cards in it for as long as an effect says so.
 */
export function handRevealed(r: Reader, player: PlayerId): boolean {
  return staticEffects(r, "playWithHandsRevealed").some(({ perm, effect }) => casterMatches(effect.players, controllerOf(r, perm), player));
}
