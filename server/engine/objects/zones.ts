// Moving cards between zones. An object that changes zones becomes a new object with a new id (400.7),
// so a card's identity in a hidden zone can't be traced once it is revealed.

import type { Draft } from "../kernel/draft.ts";
import type { Zone } from "../../../shared/game-types.ts";
import type { CopiableValues } from "../../card-language/card-definition.ts";
import { NO_COUNTERS, type CardObject, type ObjectId, type Permanent, type PlayerId } from "../kernel/state.ts";
import { emit } from "../events/emit.ts";
import { replace, type WouldEvent } from "../events/replacement.ts";
import { becomeCopy, createPermanent, type PermanentOptions } from "./permanents.ts";
import { copyOf } from "../layers/copiable.ts";
import { lastKnownCharacteristics, rememberAsItLeaves } from "../layers/last-known.ts";
import { controllerOf } from "../layers/characteristics.ts";
import { definitionOf, FACE_DOWN_NAME } from "../layers/printed.ts";
import { expectAnswer } from "../procedure/answers.ts";
import { revealIfFaceDown } from "./face-down.ts";

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
  d.player(player).cardsDrawnThisTurn += 1;
  emit(d, { type: "drew", player, card: card.id, name });
}

export function drawCards(d: Draft, player: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) drawCard(d, player);
}

/** 701.24: randomizes a library with the game's generator (Fisher–Yates). */
export function shuffleLibrary(d: Draft, player: PlayerId): void {
  shuffleInPlace(d, d.library(player));
  emit(d, { type: "shuffled", player });
}

/** Puts the items in a random order, from the game's random numbers. */
export function shuffleInPlace<T>(d: Draft, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = d.random(i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
}

/** Takes a card out of its owner's hand; undefined if it is not there. */
export function takeFromHand(d: Draft, player: PlayerId, id: ObjectId): CardObject | undefined {
  const index = d.state.players[player]!.hand.findIndex((c) => c.id === id);
  if (index < 0) return undefined;
  return d.hand(player).splice(index, 1)[0];
}

/**
 * Puts a card into its owner's graveyard from `from` — or where a replacement effect sends it instead (614.1a):
 * exile, or into its owner's library. Returns the new object, if it is in a graveyard or exile. `leave` takes the card
 * out of the zone it is in once where it goes is settled: until then it stays there, also while a player chooses
 * among replacement effects (616.1).
 */
export function putIntoGraveyard(
  d: Draft,
  card: string,
  owner: PlayerId,
  from: Zone,
  oldId: ObjectId | null,
  why?: { reason: string; rule: string },
  leave?: () => void,
): CardObject | undefined {
  const event = replace(d, { kind: "zoneChange", card, owner, object: oldId, from, to: "graveyard" });
  leave?.();
  return event?.kind === "zoneChange" ? arrive(d, event, why) : undefined;
}

/** Why a card moved, for the log; `meldedCard`: which of the two cards of a melded permanent that left it is (712.21). */
type Why = { readonly reason?: string; readonly rule?: string; readonly meldedCard?: 1 | 2 };

/**
 * Where a card that left `from` ends up, once replacement effects have had their say. `extra`: what the new object
 * is besides a card there (exiled with a permanent, 607.2a). Not `alone` (one of the two cards of a melded permanent),
 * the caller reveals or shuffles once for both.
 */
function arrive(d: Draft, e: ZoneChange, why?: Why, controller?: PlayerId, extra: Pick<CardObject, "exiledWith"> = {}, alone = true): CardObject | undefined {
  const { card, owner, from, object: oldId } = e;
  switch (e.to) {
    case "graveyard": {
      const obj: CardObject = { id: d.newId(), card, owner, ...(from === "battlefield" ? { fromBattlefieldOnTurn: d.state.turn.number } : {}) };
      // 700.4: a creature dies; a melded permanent is one creature, counted with its first card (712.21).
      if (from === "battlefield" && oldId !== null && why?.meldedCard !== 2) noteDeath(d, oldId);
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
      return putIntoExile(d, card, owner, from, oldId, why, undefined, extra.exiledWith);
    case "hand":
      return putIntoHand(d, card, owner, from, oldId, why);
    case "library":
    case "libraryBottom":
    case "libraryTop":
      // "Instead that card is revealed and put on the bottom of that player's library" (Wheel of Sun and Moon).
      if ((e.to === "libraryBottom" || e.reveal) && alone) emit(d, { type: "revealed", player: owner, from, names: [card] });
      // A token goes there too, then ceases to exist (704.5d).
      if (e.to === "libraryTop") d.library(owner).unshift(card);
      else d.library(owner).push(card);
      noteStrayToken(d, card);
      emit(d, { type: "zoneChanged", name: card, owner, from, to: "library", oldId, newId: null, ...why });
      // "Shuffle it into its owner's library".
      if (e.to === "library" && alone) shuffleLibrary(d, owner);
      return undefined;
  }
}

/** 700.4: counts a permanent put into a graveyard from the battlefield that was a creature as it last existed (113.7a). */
function noteDeath(d: Draft, oldId: ObjectId): void {
  const left = d.lastKnown.get(oldId);
  if (!left) return;
  const chars = lastKnownCharacteristics(d, left);
  if (chars.types.includes("Creature")) d.player(chars.controller).creaturesDiedThisTurn += 1;
}

type ZoneChange = Extract<WouldEvent, { kind: "zoneChange" }>;

export interface EnterOptions extends Omit<PermanentOptions, "chosen"> {
  /** 707.5: it enters as a copy with these copiable values (a token created as a copy, 111.3). */
  readonly copy?: CopiableValues;
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
  rememberCopiableValues(d, perm);
  rememberAttachment(d, perm);
  endEffectsOn(d, id);
  removeFromCombat(d, id);
  return perm;
}

/** 113.7a: the abilities of an Aura or Equipment that leaves keep what it was attached to ("enchanted creature"). */
function rememberAttachment(d: Draft, perm: Permanent): void {
  if (perm.attachedTo === null) return;
  for (const o of d.state.stack) if (o.kind === "ability" && o.source === perm.id) Object.assign(d.stackObject(o.id)!, { sourceAttachedTo: perm.attachedTo });
}

/**
 * 608.2h: the triggered abilities about a permanent that leaves ("that creature") keep its copiable values as it last
 * existed on the battlefield, for an effect that copies it later (the copy effects that made them end as it leaves).
 */
function rememberCopiableValues(d: Draft, perm: Permanent): void {
  const about = (o: { readonly subject: ObjectId | null }) => o.subject === perm.id;
  const stack = d.state.stack.some((o) => o.kind === "ability" && about(o));
  if (!stack && !d.state.pendingTriggers.some(about)) return;
  const subjectCopiable = copyOf(d, perm, []);
  if (stack) for (const o of d.state.stack) if (o.kind === "ability" && about(o)) Object.assign(d.stackObject(o.id)!, { subjectCopiable });
  if (d.state.pendingTriggers.some(about)) d.state.pendingTriggers = d.state.pendingTriggers.map((t) => (about(t) ? { ...t, subjectCopiable } : t));
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

/** Who moves a permanent, and how: `by` exiles it (712.21b), `linked` to the permanent `exiledWith` (607.2a). */
export interface MoveOptions {
  readonly by?: PlayerId;
  readonly exiledWith?: ObjectId;
}

/**
 * Moves a permanent from the battlefield to `to` (its owner's graveyard when destroyed, sacrificed, or put there by
 * a rule). Replacement effects see the move while the permanent is still there, as it is (614.12, 616.1f). Returns
 * the new objects it became (none in a library): one card, or the two of a melded permanent (712.21).
 */
export function movePermanent(d: Draft, id: ObjectId, to: ZoneChange["to"], why?: Why, options: MoveOptions = {}): CardObject[] {
  const perm = d.state.battlefield.find((p) => p.id === id);
  if (!perm) return [];
  // 712.21d: one event for a melded permanent: a replacement effect that applies to it applies to both cards.
  const event = replace(d, { kind: "zoneChange", card: perm.card, owner: perm.owner, object: id, from: "battlefield", to });
  if (event?.kind !== "zoneChange") return [];
  const controller = controllerOf(d, perm);
  // 712.21a–b: the order of a melded permanent's two cards is chosen while it is still there: every card is in a zone
  // while the game waits for the choice.
  const order = perm.melded === undefined ? null : meldedOrder(d, perm, event.to, options.by ?? controller);
  // 708.9: a face-down permanent is revealed as it leaves the battlefield.
  revealIfFaceDown(d, perm);
  if (!removePermanent(d, id)) return [];
  const extra = event.to === "exile" && options.exiledWith !== undefined ? { exiledWith: options.exiledWith } : {};
  if (order === null) {
    const obj = arrive(d, event, why, controller, extra);
    return obj ? [obj] : [];
  }
  // 712.21: one permanent leaves the battlefield, and two cards are put into the zone, in the order chosen.
  const [first, second] = order;
  // 712.21a: revealed (Wheel of Sun and Moon) together, not in the order they go into the library.
  if (event.to === "libraryBottom") emit(d, { type: "revealed", player: perm.owner, from: "battlefield", names: [perm.card, perm.melded!] });
  const arrived = [
    arrive(d, { ...event, card: first }, { ...why, meldedCard: 1 }, controller, extra, false),
    arrive(d, { ...event, card: second }, { ...why, meldedCard: 2 }, controller, extra, false),
  ].filter((o): o is CardObject => o !== undefined);
  if (event.to === "library") shuffleLibrary(d, perm.owner);
  if (arrived.length === 2) linkMelded(d, arrived[0]!, arrived[1]!);
  return arrived;
}

/**
 * 712.21a: a melded permanent put into its owner's graveyard or library is arranged in the order its owner chooses
 * (in a library, not revealed); 712.21b: exiled, the exiling player chooses which card gets the earlier timestamp. The
 * card chosen goes first: below the other.
 */
function meldedOrder(d: Draft, perm: Permanent, to: ZoneChange["to"], exiler: PlayerId): [string, string] {
  const cards: [string, string] = [perm.card, perm.melded!];
  const asker = d.asker;
  if (to === "hand" || to === "library" || !asker) return cards;
  const names = cards.map((c) => definitionOf(d.cards, { card: c }).name);
  const combined = definitionOf(d.cards, perm).name;
  const text =
    to === "exile"
      ? `${combined} is exiled: choose the card exiled first (the other is the last exiled) (712.21b)`
      : to === "graveyard"
        ? `${combined} is put into a graveyard: choose the card to put there first (the other goes on top of it) (712.21a)`
        : to === "libraryTop"
          ? `${combined} is put on top of a library: choose the card to put there first (the other goes on top of it) (712.21a)`
          : `${combined} is put on the bottom of a library: choose the card to put there first (the other goes under it) (712.21a)`;
  const answer = asker.ask(to === "exile" ? exiler : perm.owner, () => ({ kind: "chooseOption", object: perm.id, text, options: names }));
  const chosen = answer ? names.indexOf(expectAnswer(answer, "option").option) : 0;
  return chosen === 1 ? [cards[1], cards[0]] : cards;
}

/** 712.21c: the two cards a melded permanent became find each other. */
export function linkMelded(d: Draft, a: CardObject, b: CardObject): void {
  const zone = (o: CardObject): CardObject[] | null =>
    d.state.exile.includes(o)
      ? d.exile()
      : d.state.players[o.owner]!.graveyard.includes(o)
        ? d.graveyard(o.owner)
        : d.state.players[o.owner]!.hand.includes(o)
          ? d.hand(o.owner)
          : null;
  for (const [obj, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const list = zone(obj);
    if (list) list[list.indexOf(obj)] = { ...obj, melded: other.id };
  }
}

/**
 * 712.21c: the objects an effect finds when it finds `id`: that one, and the other card of the melded permanent both
 * became as it left the battlefield, if it is still where they went.
 */
export function withMeldedCard(d: Draft, id: ObjectId): ObjectId[] {
  const obj = findCard(d, id);
  if (obj?.card.melded === undefined) return [id];
  return findCard(d, obj.card.melded) ? [id, obj.card.melded] : [id];
}

/** A card in a hand, a graveyard or exile, by id, with its zone. */
export function findCard(d: Draft, id: ObjectId): { readonly card: CardObject; readonly zone: "hand" | "graveyard" | "exile" } | undefined {
  const exiled = d.state.exile.find((c) => c.id === id);
  if (exiled) return { card: exiled, zone: "exile" };
  for (const p of d.state.players) {
    const dead = p.graveyard.find((c) => c.id === id);
    if (dead) return { card: dead, zone: "graveyard" };
    const held = p.hand.find((c) => c.id === id);
    if (held) return { card: held, zone: "hand" };
  }
  return undefined;
}

/** Takes a card out of the hand, graveyard or exile it is in; undefined if it is in none. */
export function takeCard(d: Draft, id: ObjectId): CardObject | undefined {
  const found = findCard(d, id);
  if (!found) return undefined;
  if (found.zone === "exile") return takeFromExile(d, id);
  return found.zone === "graveyard" ? takeFromGraveyard(d, found.card.owner, id) : takeFromHand(d, found.card.owner, id);
}

/**
 * Moves a card from a hand, a graveyard or exile to `to`, through the replacement effects that apply (it stays where
 * it is if one replaces the move with nothing). Returns the new object, if it is in a graveyard, a hand or exile.
 */
export function moveCard(
  d: Draft,
  id: ObjectId,
  to: ZoneChange["to"],
  why?: Why,
  extra: Pick<CardObject, "exiledWith"> = {},
  /** False when several cards are shuffled into a library together: the caller shuffles once. */
  alone = true,
): CardObject | undefined {
  const found = findCard(d, id);
  if (!found) return undefined;
  const event = replace(d, { kind: "zoneChange", card: found.card.card, owner: found.card.owner, object: id, from: found.zone, to });
  if (event?.kind !== "zoneChange") return undefined;
  takeCard(d, id);
  return arrive(d, event, why, undefined, event.to === "exile" ? extra : {}, alone);
}

export function permanentToGraveyard(d: Draft, id: ObjectId, why?: Why): CardObject[] {
  return movePermanent(d, id, "graveyard", why);
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
    ...(options.melded === undefined ? {} : { melded: options.melded }),
    ...(options.faceDown ? { faceDown: true as const } : {}),
    copy: options.copy ?? null,
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
  const perm = createPermanent(d, card, owner, event.controller, {
    ...options,
    tapped: event.tapped,
    counters: event.counters,
    face: event.face,
    ...(event.chosen === undefined ? {} : { chosen: event.chosen }),
  });
  // 707.5: it enters as a copy, not a copy once there: the entering event below sees what it copies.
  if (event.copy) becomeCopy(d, perm.id, event.copy, card, event.controller);
  // Named by its card (by the face it has up), a copy too: the log says "Clone", the table what it copies.
  emit(d, {
    type: "permanentEntered",
    object: perm.id,
    name: perm.faceDown ? FACE_DOWN_NAME : definitionOf(d.cards, perm).name,
    controller: event.controller,
    from,
  });
  return perm;
}

/** Puts a card into its owner's hand as a new object. */
export function putIntoHand(d: Draft, card: string, owner: PlayerId, from: Zone, oldId: ObjectId | null, why?: Why): CardObject {
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
  why?: Why,
  adventurer?: PlayerId,
  exiledWith?: ObjectId,
): CardObject {
  const obj: CardObject = {
    id: d.newId(),
    card,
    owner,
    ...(adventurer === undefined ? {} : { adventurer }),
    ...(exiledWith === undefined ? {} : { exiledWith }),
  };
  d.exile().push(obj);
  noteStrayToken(d, card);
  emit(d, { type: "zoneChanged", name: card, owner, from, to: "exile", oldId, newId: obj.id, ...why });
  return obj;
}

/** Returns a permanent to its owner's hand. */
export function returnPermanentToHand(d: Draft, id: ObjectId, why?: Why): CardObject[] {
  return movePermanent(d, id, "hand", why);
}

export function exilePermanent(d: Draft, id: ObjectId, why?: Why, options?: MoveOptions): CardObject[] {
  return movePermanent(d, id, "exile", why, options);
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
