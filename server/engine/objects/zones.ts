// Moving cards between zones. An object that changes zones becomes a new object with a new id (400.7),
// so a card's identity in a hidden zone can't be traced once it is revealed.

import type { Draft } from "../kernel/draft.ts";
import type { Zone } from "../../../shared/game-types.ts";
import { NO_COUNTERS, type CardObject, type ObjectId, type Permanent, type PlayerId } from "../kernel/state.ts";
import { emit } from "../events/emit.ts";
import { replace, type WouldEvent } from "../events/replacement.ts";
import { becomeCopy, createPermanent, type PermanentOptions } from "./permanents.ts";
import { rememberAsItLeaves } from "../layers/last-known.ts";
import { controllerOf } from "../layers/characteristics.ts";
import { definitionOf } from "../layers/printed.ts";

/** 121.2: draws one card; drawing from an empty library marks the player for 704.5b. A draw may be replaced, even from an empty library (614.11). */
export function drawCard(d: Draft, player: PlayerId): void {
  if (!replace(d, { kind: "draw", player })) return;
  const library = d.state.players[player]!.library;
  if (library.length === 0) {
    d.player(player).drewFromEmptyLibrary = true;
    emit(d, { type: "drewFromEmptyLibrary", player });
    return;
  }
  const name = d.library(player).shift()!;
  const card: CardObject = { id: d.newId(), card: name, owner: player };
  d.hand(player).push(card);
  emit(d, { type: "drew", player, card: card.id, name });
}

export function drawCards(d: Draft, player: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) drawCard(d, player);
}

/** 701.24: randomizes a library with the game's generator (Fisher–Yates). */
export function shuffleLibrary(d: Draft, player: PlayerId): void {
  const library = d.library(player);
  for (let i = library.length - 1; i > 0; i--) {
    const j = d.random(i + 1);
    const t = library[i]!;
    library[i] = library[j]!;
    library[j] = t;
  }
  emit(d, { type: "shuffled", player });
}

/** Takes a card out of its owner's hand; undefined if it is not there. */
export function takeFromHand(d: Draft, player: PlayerId, id: ObjectId): CardObject | undefined {
  const index = d.state.players[player]!.hand.findIndex((c) => c.id === id);
  if (index < 0) return undefined;
  return d.hand(player).splice(index, 1)[0];
}

/**
 * Puts a card into its owner's graveyard from `from` — or where a replacement effect sends it instead (614.1a):
 * exile, or shuffled into its owner's library. Returns the new object, if it is in a graveyard or exile.
 */
export function putIntoGraveyard(
  d: Draft,
  card: string,
  owner: PlayerId,
  from: Zone,
  oldId: ObjectId | null,
  why?: { reason: string; rule: string },
  controller?: PlayerId,
): CardObject | undefined {
  const event = replace(d, { kind: "zoneChange", card, owner, object: oldId, from, to: "graveyard" });
  return event?.kind === "zoneChange" ? arrive(d, event, why, controller) : undefined;
}

/** Where a card that left `from` ends up, once replacement effects have had their say. */
function arrive(d: Draft, e: ZoneChange, why?: { reason: string; rule: string }, controller?: PlayerId): CardObject | undefined {
  const { card, owner, from, object: oldId } = e;
  switch (e.to) {
    case "graveyard": {
      const obj: CardObject = { id: d.newId(), card, owner };
      d.graveyard(owner).push(obj);
      noteStrayToken(d, card);
      emit(d, {
        type: "zoneChanged",
        name: card,
        owner,
        from,
        to: "graveyard",
        oldId,
        newId: obj.id,
        ...why,
        ...(controller === undefined ? {} : { controller }),
      });
      return obj;
    }
    case "exile":
      return putIntoExile(d, card, owner, from, oldId, why);
    case "hand":
      return putIntoHand(d, card, owner, from, oldId, why);
    case "library":
      // "Shuffle it into its owner's library": a token goes there too, then ceases to exist (704.5d).
      d.library(owner).push(card);
      noteStrayToken(d, card);
      emit(d, { type: "zoneChanged", name: card, owner, from, to: "library", oldId, newId: null, ...why });
      shuffleLibrary(d, owner);
      return undefined;
  }
}

type ZoneChange = Extract<WouldEvent, { kind: "zoneChange" }>;

export interface EnterOptions extends PermanentOptions {
  /** For a permanent spell: X and the times it was kicked, which "enters with" counts (614.1c). */
  readonly cast?: { readonly x: number; readonly kicks: number };
  /**
   * Takes the card out of the zone it comes from, once how it enters is settled: until then it stays there, also
   * while its controller chooses the order of replacement effects (616.1).
   */
  readonly leave?: () => void;
  /** Told why, when it doesn't enter (and so stays where it was, unless this moves it). */
  readonly refused?: (why: { readonly reason: string; readonly rule: string }) => void;
}

/**
 * Removes a permanent from the battlefield, with everything that referred to it: its place in combat
 * (506.4) and the effects locked to it. Auras left unattached are handled by state-based actions.
 */
export function removePermanent(d: Draft, id: ObjectId): Permanent | undefined {
  const index = d.state.battlefield.findIndex((p) => p.id === id);
  if (index < 0) return undefined;
  const perm = d.battlefield().splice(index, 1)[0]!;
  d.lastKnown.set(id, perm);
  rememberAsItLeaves(d, perm);
  endEffectsOn(d, id);
  removeFromCombat(d, id);
  return perm;
}

/**
 * 506.4: a permanent removed from combat stops being an attacking or blocking creature, or a planeswalker being
 * attacked: the creatures attacking it go on attacking, but nothing (506.4c).
 */
export function removeFromCombat(d: Draft, id: ObjectId): void {
  const combat = d.state.combat;
  if (combat && (combat.attackers.some((a) => a.id === id || a.planeswalker === id) || combat.blockers.some((b) => b.id === id)))
    d.state.combat = {
      ...combat,
      attackers: combat.attackers.filter((a) => a.id !== id).map((a) => (a.planeswalker === id ? { ...a, planeswalker: null } : a)),
      blockers: combat.blockers.filter((b) => b.id !== id),
    };
}

/**
 * Moves a permanent from the battlefield to `to` (its owner's graveyard when destroyed, sacrificed, or put there by
 * a rule). Replacement effects see the move while the permanent is still there, as it is (614.12, 616.1f).
 */
export function movePermanent(d: Draft, id: ObjectId, to: ZoneChange["to"], why?: { reason: string; rule: string }): void {
  const perm = d.state.battlefield.find((p) => p.id === id);
  if (!perm) return;
  const event = replace(d, { kind: "zoneChange", card: perm.card, owner: perm.owner, object: id, from: "battlefield", to });
  if (event?.kind !== "zoneChange") return;
  const controller = controllerOf(d, perm);
  if (!removePermanent(d, id)) return;
  arrive(d, event, why, controller);
}

export function permanentToGraveyard(d: Draft, id: ObjectId, why?: { reason: string; rule: string }): void {
  movePermanent(d, id, "graveyard", why);
}

/**
 * A card or token entering the battlefield as a new permanent; abilities that trigger on entering see this event.
 * How it enters may be replaced (614.1c–d: tapped); undefined if it can't enter (614.17d) and stays where it was.
 */
export function enterBattlefield(
  d: Draft,
  card: string,
  owner: PlayerId,
  controller: PlayerId,
  from: Zone | null,
  options: EnterOptions = {},
): Permanent | undefined {
  const event = replace(d, {
    kind: "enter",
    card,
    owner,
    controller,
    tapped: options.tapped ?? false,
    counters: options.counters ?? NO_COUNTERS,
    cast: options.cast ?? null,
    ...(options.face === undefined ? {} : { face: options.face }),
    copy: null,
  });
  if (event?.kind !== "enter") {
    options.refused?.({ reason: "it can't enter the battlefield", rule: "614.17d" });
    return undefined;
  }
  // 712.13a: a double-faced card that would enter with an instant or sorcery face up doesn't enter (a spell goes to
  // its owner's graveyard; from elsewhere, the card stays where it is, as 712.14a–b have it for cards that can't).
  const face = event.face === undefined ? undefined : d.def(card).faces?.list[event.face];
  const spellFace = face?.types.find((t) => t === "Instant" || t === "Sorcery");
  if (face && spellFace) {
    options.refused?.({ reason: `it would enter with its ${spellFace.toLowerCase()} face, ${face.name}, up`, rule: "712.13a" });
    return undefined;
  }
  options.leave?.();
  // The face it enters with up may have been changed too (702.145b: daybound at night).
  const perm = createPermanent(d, card, owner, event.controller, { ...options, tapped: event.tapped, counters: event.counters, face: event.face });
  // 707.5: it enters as a copy, not a copy once there: the entering event below sees what it copies.
  if (event.copy) becomeCopy(d, perm.id, event.copy, card, event.controller);
  // Named by its card (by the face it has up), a copy too: the log says "Clone", the table what it copies.
  emit(d, { type: "permanentEntered", object: perm.id, name: definitionOf(d.cards, perm).name, controller: event.controller, from });
  return perm;
}

/** Puts a card into its owner's hand as a new object. */
export function putIntoHand(d: Draft, card: string, owner: PlayerId, from: Zone, oldId: ObjectId | null, why?: { reason: string; rule: string }): CardObject {
  const obj: CardObject = { id: d.newId(), card, owner };
  d.hand(owner).push(obj);
  noteStrayToken(d, card);
  emit(d, { type: "zoneChanged", name: card, owner, from, to: "hand", oldId, newId: obj.id, ...why });
  return obj;
}

export function putIntoExile(
  d: Draft,
  card: string,
  owner: PlayerId,
  from: Zone,
  oldId: ObjectId | null,
  why?: { reason: string; rule: string },
  adventurer?: PlayerId,
): CardObject {
  const obj: CardObject = adventurer === undefined ? { id: d.newId(), card, owner } : { id: d.newId(), card, owner, adventurer };
  d.exile().push(obj);
  noteStrayToken(d, card);
  emit(d, { type: "zoneChanged", name: card, owner, from, to: "exile", oldId, newId: obj.id, ...why });
  return obj;
}

/** Returns a permanent to its owner's hand. */
export function returnPermanentToHand(d: Draft, id: ObjectId, why?: { reason: string; rule: string }): void {
  movePermanent(d, id, "hand", why);
}

export function exilePermanent(d: Draft, id: ObjectId, why?: { reason: string; rule: string }): void {
  movePermanent(d, id, "exile", why);
}

/** Takes a card out of exile; undefined if it is not there. */
export function takeFromExile(d: Draft, id: ObjectId): CardObject | undefined {
  const index = d.state.exile.findIndex((c) => c.id === id);
  if (index < 0) return undefined;
  return d.exile().splice(index, 1)[0];
}

/** Takes a card out of its owner's graveyard; undefined if it is not there. */
export function takeFromGraveyard(d: Draft, player: PlayerId, id: ObjectId): CardObject | undefined {
  const index = d.state.players[player]!.graveyard.findIndex((c) => c.id === id);
  if (index < 0) return undefined;
  return d.graveyard(player).splice(index, 1)[0];
}

/** A token that leaves the battlefield goes to its new zone, then ceases to exist at the next check (704.5d). */
function noteStrayToken(d: Draft, card: string): void {
  if (d.def(card).token) d.state.strayTokens = true;
}

/**
 * Effects locked to an object stop affecting it when it leaves its zone: the object it becomes is a new one
 * (400.7). Those lasting "for as long as" it remains on the battlefield end (611.2b).
 */
export function endEffectsOn(d: Draft, id: ObjectId): void {
  if (d.state.effects.some((e) => e.kind === "shield" && "object" in e.shield && e.shield.object === id))
    d.state.effects = d.state.effects.filter((e) => !(e.kind === "shield" && "object" in e.shield && e.shield.object === id));
  if (d.state.effects.some((e) => e.kind === "characteristics" && typeof e.duration === "object" && e.duration.whileSource === id))
    d.state.effects = d.state.effects.filter((e) => !(e.kind === "characteristics" && typeof e.duration === "object" && e.duration.whileSource === id));
  if (!d.state.effects.some((e) => e.kind === "characteristics" && e.affected.includes(id))) return;
  d.state.effects = d.state.effects.flatMap((e) => {
    if (e.kind !== "characteristics" || !e.affected.includes(id)) return [e];
    const affected = e.affected.filter((a) => a !== id);
    return affected.length > 0 ? [{ ...e, affected }] : [];
  });
}
