// The table state clients see, brought up to date from the engine's game state after every input. Lists
// are updated in place, keyed by object id, so a change costs a delta the size of the change: a stack
// push is one added item, a priority pass a few fields.

import type { ArraySchema, MapSchema } from "@colyseus/schema";
import { PHASE_OF } from "../../shared/game-types.ts";
import { PROMPT_ACTIVITY } from "../../shared/prompt.ts";
import { CardView, PermanentView, StackItemView, TargetView, type ManaPoolView, type PlayerView, type TableState } from "../../shared/schema.ts";
import { MANA_TYPES } from "../../shared/mana.ts";
import type { CardRegistry } from "../card-language/card-definition.ts";
import { keywordText } from "../card-language/keyword-abilities.ts";
import {
  characteristics,
  controllerOf,
  definitionOf,
  copiedCard,
  frozenReader,
  handRevealed,
  mainText,
  shownName,
  summoningSick,
  targetName,
  type CardObject,
  type GameState,
  type Permanent,
  type PlayerState,
  type Reader,
  type StackObject,
} from "../engine/index.ts";

/** Sets a field only when its value changes, so that unchanged values cost nothing in the next patch. */
function put<T extends object, K extends keyof T>(o: T, key: K, value: T[K]): void {
  if (o[key] !== value) o[key] = value;
}

/**
 * Makes `list` hold one item per entry of `items`, in order, reusing the item with the same id. Objects
 * keep their relative order in every zone (new ones are added, old ones leave), so this is a series of
 * removals and insertions.
 */
function syncList<V extends { id: number }, S>(
  list: ArraySchema<V>,
  items: readonly S[],
  idOf: (s: S) => number,
  create: () => V,
  update: (v: V, s: S) => void,
): void {
  const wanted = new Set(items.map(idOf));
  for (let i = list.length - 1; i >= 0; i--) if (!wanted.has(list[i]!.id)) list.splice(i, 1);
  items.forEach((item, i) => {
    const id = idOf(item);
    let v = list[i];
    if (v?.id !== id) {
      const later = list.findIndex((x, j) => j > i && x.id === id);
      if (later >= 0) list.splice(later, 1);
      v = create();
      v.id = id;
      update(v, item);
      list.splice(i, 0, v);
    } else update(v, item);
  });
}

function syncValues<T extends string | number>(list: ArraySchema<T>, values: readonly T[]): void {
  if (list.length === values.length && values.every((v, i) => list[i] === v)) return;
  list.splice(0, list.length, ...values);
}

function syncCounters(map: MapSchema<number>, counters: Readonly<Record<string, number>>): void {
  for (const key of [...map.keys()]) if (!counters[key]) map.delete(key);
  for (const [key, n] of Object.entries(counters)) if (n && map.get(key) !== n) map.set(key, n);
}

function syncCards(list: ArraySchema<CardView>, cards: readonly Pick<CardObject, "id" | "card" | "owner" | "adventurer">[]): void {
  syncList(
    list,
    cards,
    (c) => c.id,
    () => new CardView(),
    (v, c) => {
      put(v, "name", c.card);
      put(v, "owner", c.owner);
      put(v, "adventurer", c.adventurer ?? -1);
    },
  );
}

function syncPool(view: ManaPoolView, pool: PlayerState["manaPool"]): void {
  for (const t of MANA_TYPES) put(view, t, pool[t]);
}

/** 708.5: the face-down permanents and spells `player` controls, each with the card it is. */
function faceDownOf(r: Reader, player: PlayerState["id"]): Pick<CardObject, "id" | "card" | "owner">[] {
  const out: Pick<CardObject, "id" | "card" | "owner">[] = [];
  for (const perm of r.state.battlefield) if (perm.faceDown && controllerOf(r, perm) === player) out.push(perm);
  for (const o of r.state.stack) if (o.kind === "spell" && o.faceDown && o.controller === player) out.push(o);
  return out;
}

function syncPlayer(view: PlayerView, p: PlayerState, r: Reader, showPrompt: boolean): void {
  const { state } = r;
  put(view, "life", p.life);
  put(view, "poison", p.counters.poison ?? 0);
  syncCounters(view.counters, p.counters);
  put(view, "handCount", p.hand.length);
  put(view, "libraryCount", p.library.length);
  put(view, "landsPlayed", p.landsPlayed);
  put(view, "status", p.status);
  syncCards(view.graveyard, p.graveyard);
  syncCards(view.hand, p.hand);
  // 701.20a: a hand played revealed is shown to everyone; hidden again, it is emptied here.
  const revealed = handRevealed(r, p.id);
  put(view, "handRevealed", revealed);
  syncCards(view.revealedHand, revealed ? p.hand : []);
  syncCards(view.faceDown, faceDownOf(r, p.id));
  syncPool(view.manaPool, p.manaPool);
  const prompt = showPrompt && state.prompt?.player === p.id ? JSON.stringify(state.prompt) : "";
  put(view, "prompt", prompt);
}

/** A permanent as the game sees it now: its characteristics from the engine's object view. */
function syncPermanent(v: PermanentView, perm: Permanent, r: Reader): void {
  const { state, cards } = r;
  const chars = characteristics(r, perm);
  // 708.5: a face-down permanent's card is its controller's to know (PlayerView `faceDown`), not the table's.
  put(v, "name", shownName(perm));
  put(v, "faceDown", perm.faceDown === true);
  put(v, "owner", perm.owner);
  put(v, "controller", chars.controller);
  put(v, "tapped", perm.tapped);
  put(v, "token", definitionOf(cards, perm).token);
  put(v, "copyOf", copiedCard(state, perm) ?? "");
  put(v, "types", [...chars.supertypes, ...chars.types].join(" "));
  put(v, "colors", chars.colors.join(""));
  const creature = chars.types.includes("Creature");
  put(v, "creature", creature);
  if (creature) {
    put(v, "power", chars.power ?? 0);
    put(v, "toughness", chars.toughness ?? 0);
  }
  put(v, "damage", perm.damage);
  put(v, "summoningSick", creature && summoningSick(r, perm));
  syncCounters(v.counters, perm.counters);
  put(v, "keywords", chars.keywords.map(keywordText).join(", "));
  put(v, "renowned", perm.renowned === true);
  put(v, "flipped", perm.flipped === true);
  put(v, "attachedTo", perm.attachedTo ?? -1);
  put(v, "attachedToPlayer", perm.attachedToPlayer ?? -1);
  const attack = state.combat?.attackers.find((a) => a.id === perm.id);
  put(v, "attacking", attack?.defender ?? -1);
  put(v, "attackingPlaneswalker", attack?.planeswalker ?? -1);
  const blocked = state.combat?.blockers.flatMap((b) => (b.id === perm.id ? [b.attacker] : [])) ?? [];
  put(v, "blocking", blocked[0] ?? -1);
  syncValues(v.alsoBlocking, blocked.slice(1));
  syncFace(v, perm, cards, chars.name);
  put(v, "melded", perm.melded ?? "");
}

/**
 * Which face of a card with two is up or was cast, and its name as printed (the view's name may differ only by an
 * effect). A face-down one has no face up (712.15).
 */
function syncFace(
  v: PermanentView | StackItemView,
  o: { readonly card: string; readonly face?: 0 | 1; readonly flipped?: true; readonly faceDown?: true },
  cards: CardRegistry,
  name: string,
): void {
  const faces = o.faceDown ? undefined : cards.get(o.card)!.faces;
  // 710.2: a flip card shows its flipped half once the permanent is flipped.
  const up = faces?.layout === "flip" ? (o.flipped ? 1 : 0) : o.face;
  put(v, "face", faces ? (up ?? (faces.layout === "split" ? -1 : 0)) : -1);
  put(v, "faceName", faces ? name : "");
}

function syncStackItem(v: StackItemView, o: StackObject, state: GameState, cards: CardRegistry): void {
  put(v, "controller", o.controller);
  if (o.kind === "spell") {
    put(v, "kind", "spell");
    put(v, "name", shownName(o));
    put(v, "faceDown", o.faceDown === true);
    put(v, "complete", o.cast || o.copy === true);
    put(v, "copy", o.copy === true);
    const def = definitionOf(cards, o);
    syncFace(v, o, cards, def.name);
    const modes = mainText(def).modes;
    syncValues(v.modes, modes ? o.choices.modes.map((m) => modes.texts[m] ?? "") : []);
  } else {
    put(v, "kind", o.triggered ? "triggeredAbility" : "activatedAbility");
    put(v, "name", o.sourceCard);
    put(v, "text", o.text.text);
    put(v, "source", o.source);
    put(v, "complete", o.ready);
  }
  const c = o.choices;
  put(v, "x", c.x);
  put(v, "kicks", c.kicks);
  put(v, "alternativeCost", c.alternativeCost ?? "");
  put(v, "buyback", c.buyback);
  put(v, "entwined", c.entwined);
  syncValues(v.splices, c.splices);
  const targets = c.targets.flatMap((slot, i) => slot.map((t) => ({ slot: i, kind: t.kind, id: t.id, name: targetName(state, t) })));
  const same =
    v.targets.length === targets.length &&
    targets.every((t, i) => {
      const old = v.targets[i]!;
      return old.slot === t.slot && old.kind === t.kind && old.id === t.id && old.name === t.name;
    });
  if (!same) v.targets.splice(0, v.targets.length, ...targets.map((t) => new TargetView(t)));
}

/**
 * Brings the game part of `table` up to date with `state`. Seats, connections and clocks are the room's.
 * A `transient` state is shown on the way to the next decision (the table is passing priority for a
 * player): its prompt is left out, as nobody is to answer it.
 */
export function projectGame(table: TableState, state: GameState, cards: CardRegistry, transient = false): void {
  const r = frozenReader(state, cards);
  state.players.forEach((p, i) => {
    const view = table.players[i];
    if (view) syncPlayer(view, p, r, !transient);
  });
  syncList(
    table.battlefield,
    state.battlefield,
    (p) => p.id,
    () => new PermanentView(),
    (v, p) => syncPermanent(v, p, r),
  );
  syncList(
    table.stack,
    state.stack,
    (o) => o.id,
    () => new StackItemView(),
    (v, o) => syncStackItem(v, o, state, cards),
  );
  syncCards(table.exile, state.exile);
  put(table, "turn", state.turn.number);
  put(table, "activePlayer", state.turn.active);
  put(table, "step", state.turn.step);
  put(table, "phase", PHASE_OF[state.turn.step]);
  put(table, "additionalPhase", state.turn.additional === true);
  put(table, "dayNight", state.dayNight ?? "");
  put(table, "priorityPlayer", state.prompt?.kind === "priority" ? state.prompt.player : -1);
  const prompt = state.prompt;
  put(table, "waitingFor", prompt ? prompt.player : -1);
  put(table, "waitingKind", prompt ? prompt.kind : "");
  put(table, "waitingText", prompt ? `waiting for ${state.players[prompt.player]!.name} to ${PROMPT_ACTIVITY[prompt.kind]}` : "");
  if (state.result) {
    syncValues(table.winners, state.result.winners);
    put(table, "draw", state.result.draw);
  }
}
