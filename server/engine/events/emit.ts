// Every change to the game is announced here once it has happened: the event is recorded (for the log and
// the clients) and shown to the triggered abilities that watch it (603.2).

import type { GameEvent } from "../../../shared/events.ts";
import type { Draft } from "../kernel/draft.ts";
import { collectTriggers } from "../triggers/collect.ts";

/** Records an event; triggered abilities watch every event, whether or not it is delivered again. */
export function emit(d: Draft, event: GameEvent): void {
  collectTriggers(d, event);
  d.record(event);
}
