// Copy-on-write editing of an immutable GameState. The engine reads and writes a Draft as if the state
// were mutable; the first write to any part copies that part, so the input state is never touched and
// the result shares everything unchanged with it. An illegal input therefore changes nothing, and the
// state before an action can be kept (by reference, for free) to reverse it.

import type { CardDefinition, CardRegistry } from "../../card-language/card-definition.ts";
import type { GameEvent } from "../../../shared/events.ts";
import type { Answer, PromptBody } from "../../../shared/prompt.ts";
import { uniform } from "./rng.ts";
import type { CardObject, GameState, ObjectId, Permanent, PlayerId, PlayerState, StackObject } from "./state.ts";

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Puts a question to a player during a procedure (procedure/procedure.ts): the answer, or undefined if the player has left. */
export interface Asker {
  ask(player: PlayerId, build: () => PromptBody): Answer | undefined;
}

/** A game being changed. It is the view's reader (layers/view.ts): `revision` moves on with every edit of what the view reads. */
export class Draft {
  state: Mutable<GameState>;
  readonly events: GameEvent[] = [];
  /** Events numbered below this were delivered before a procedure suspended, and are emitted again as it runs again. */
  private deliveredBefore = 0;
  /**
   * While permanents leave the battlefield simultaneously (state-based actions, "destroy all"), the game as it
   * was just before: leaves-the-battlefield abilities look back in time (603.10a), and what left is known as it
   * last existed then (113.7a).
   */
  lookBackState: GameState | null = null;
  get lookBack(): readonly Permanent[] | null {
    return this.lookBackState?.battlefield ?? null;
  }
  /**
   * The last known information of permanents that left the battlefield during this run (113.7a), for what
   * happens at that moment (leaves-the-battlefield triggers). It is not kept between inputs: anything needed
   * later is copied into the state (a stack object's source colors).
   */
  get lastKnown(): Map<ObjectId, Permanent> {
    return (this.known ??= new Map());
  }
  private known: Map<ObjectId, Permanent> | null = null;
  /**
   * The parts of the state below the top level that this draft copied and may edit (the top-level object
   * always is). Usually a handful, so a list is cheaper than a set.
   */
  private owned: object[] = [];

  readonly cards: CardRegistry;
  /**
   * The procedure running on this draft, for the questions the rules ask in the middle of an event (616.1:
   * which replacement effect applies first); null between procedures, where no event can need one.
   */
  asker: Asker | null = null;
  /** Moves on whenever a part of the state the object view reads is handed out for editing (the view is then worked out again). */
  revision = 0;
  /** The object view last worked out for this draft (layers/view.ts keeps it here). */
  viewKept: object | null = null;

  constructor(cards: CardRegistry, base: GameState) {
    this.cards = cards;
    this.state = { ...base };
  }

  /** Returns the state as it is now and keeps editing a fresh copy-on-write view of it. */
  freeze(): GameState {
    const frozen: GameState = this.state;
    this.owned.length = 0;
    this.state = { ...frozen };
    return frozen;
  }

  /**
   * Makes every part edited so far final, like `freeze`, without handing out the top-level object (which stays
   * this draft's, as nothing else holds it): later edits of those parts copy them again.
   */
  seal(): void {
    this.owned.length = 0;
  }

  /** Runs `act`, in which permanents leave the battlefield at the same time, with the battlefield before it as the look-back. */
  simultaneously(act: () => void): void {
    const outer = this.lookBackState;
    this.lookBackState = outer ?? this.freeze();
    try {
      act();
    } finally {
      this.lookBackState = outer;
    }
  }

  /**
   * Discards every edit since `base` was frozen and continues from it — except the events' numbering: what was
   * emitted since stays emitted (a reversed cast's events were seen), so new events get new numbers.
   */
  restore(base: GameState): void {
    const eventSeq = this.state.eventSeq;
    this.owned.length = 0;
    this.state = { ...base, eventSeq };
  }

  /**
   * Continues from a suspended procedure's snapshot, to run it again: the events it emits again keep their
   * numbers, and those below `delivered` aren't delivered a second time.
   */
  rewind(snapshot: GameState, delivered: number): void {
    this.owned.length = 0;
    this.state = { ...snapshot };
    this.deliveredBefore = delivered;
  }

  /** Numbers an event and keeps it for delivery, unless it was delivered before a procedure suspended (events/emit.ts announces events). */
  record(event: GameEvent): void {
    const seq = this.state.eventSeq;
    this.state.eventSeq = seq + 1;
    if (seq >= this.deliveredBefore) this.events.push(event);
  }

  def(name: string): CardDefinition {
    const d = this.cards.get(name);
    if (!d) throw new Error(`card not in registry: ${name}`);
    return d;
  }

  newId(): ObjectId {
    return this.state.nextId++;
  }

  newTimestamp(): number {
    return this.state.nextTimestamp++;
  }

  /** A uniform integer in [0, n) from the game's generator (rng.ts); the state's position in the stream moves on. */
  random(n: number): number {
    return uniform(
      this.own(this.state.rng, (copy) => (this.state.rng = copy)),
      n,
    );
  }

  player(p: PlayerId): Mutable<PlayerState> {
    const players = this.own(this.state.players, (copy) => (this.state.players = copy));
    return this.own(players[p]!, (copy) => (players[p] = copy));
  }

  hand(p: PlayerId): CardObject[] {
    const pl = this.player(p);
    return this.own(pl.hand, (copy) => (pl.hand = copy));
  }

  library(p: PlayerId): string[] {
    const pl = this.player(p);
    return this.own(pl.library, (copy) => (pl.library = copy));
  }

  graveyard(p: PlayerId): CardObject[] {
    const pl = this.player(p);
    return this.own(pl.graveyard, (copy) => (pl.graveyard = copy));
  }

  battlefield(): Permanent[] {
    return this.own(this.state.battlefield, (copy) => (this.state.battlefield = copy), true);
  }

  /** The permanent with this id, ready to edit; undefined if it is not on the battlefield. */
  permanent(id: ObjectId): Mutable<Permanent> | undefined {
    const index = this.state.battlefield.findIndex((p) => p.id === id);
    if (index < 0) return undefined;
    const bf = this.battlefield();
    return this.own(bf[index]!, (copy) => (bf[index] = copy), true);
  }

  stack(): StackObject[] {
    return this.own(this.state.stack, (copy) => (this.state.stack = copy), true);
  }

  /** The stack object with this id, ready to edit. */
  stackObject(id: ObjectId): Mutable<StackObject> | undefined {
    const index = this.state.stack.findIndex((o) => o.id === id);
    if (index < 0) return undefined;
    const st = this.stack();
    return this.own(st[index]!, (copy) => (st[index] = copy), true);
  }

  exile(): CardObject[] {
    // The view reads it: cards exiled with a permanent may give it characteristics (607.2a).
    return this.own(this.state.exile, (copy) => (this.state.exile = copy), true);
  }

  effects(): GameState["effects"][number][] {
    return this.own(this.state.effects, (copy) => (this.state.effects = copy), true);
  }

  /**
   * Whether `value` (part of the state) is shared with states already handed out: then it is never written
   * again, by this draft or any other, and may key a cache of what is derived from it.
   */
  isFrozen(value: object): boolean {
    return !this.owned.includes(value);
  }

  /**
   * Makes `value` editable within this draft: copies it once and stores the copy through `put`. `viewed`: a part
   * the object view reads (the battlefield, the stack, the effects), whose edits make the view's `revision` move on.
   */
  private own<T extends object>(value: T, put: (copy: Mutable<T>) => void, viewed = false): Mutable<T> {
    if (viewed) this.revision++;
    if (this.owned.includes(value)) return value as Mutable<T>;
    const copy = (Array.isArray(value) ? [...value] : { ...value }) as Mutable<T>;
    this.owned.push(copy);
    put(copy);
    return copy;
  }
}
