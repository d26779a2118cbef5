// A table's log: game events, chat and table notices, kept whole so that a reconnecting player or a new
// spectator receives all of it. Events are stored as the engine emitted them and redacted for each
// viewer when sent (visibility.ts): an opponent reads "Ben draws a card", Ben reads the card's name.

import type { GameEvent } from "../../shared/events.ts";
import type { PlayerId } from "../../shared/game-types.ts";
import type { Notice } from "../../shared/notices.ts";
import type { LogEntry } from "../../shared/protocol.ts";
import { describeEvent, type LogContext } from "../engine/index.ts";
import { redactEvent, type Viewer } from "../engine/index.ts";

type StoredEntry =
  | { readonly seq: number; readonly kind: "event"; readonly event: GameEvent }
  | { readonly seq: number; readonly kind: "chat"; readonly from: string; readonly seat: PlayerId | null; readonly text: string }
  | { readonly seq: number; readonly kind: "table"; readonly text: string; readonly notice?: Notice };

export class TableLog {
  private readonly entries: StoredEntry[] = [];
  private context: LogContext = { players: [] };

  /** The players' names, for describing events. */
  setPlayers(names: readonly string[]): void {
    this.context = { players: names.map((name) => ({ name })) };
  }

  get length(): number {
    return this.entries.length;
  }

  /** Adds the events that have a line in the log (describeEvent leaves out the finest-grained ones). */
  addEvents(events: readonly GameEvent[]): void {
    for (const event of events) if (describeEvent(event, this.context) !== null) this.entries.push({ seq: this.entries.length, kind: "event", event });
  }

  addChat(from: string, seat: PlayerId | null, text: string): void {
    this.entries.push({ seq: this.entries.length, kind: "chat", from, seat, text });
  }

  addNotice(text: string, notice?: Notice): void {
    this.entries.push({ seq: this.entries.length, kind: "table", text, ...(notice ? { notice } : {}) });
  }

  /** The entries from `from` on, as `viewer` may see them. */
  view(viewer: Viewer, from = 0): LogEntry[] {
    return this.entries.slice(from).map((e) => {
      if (e.kind !== "event") return e;
      const event = redactEvent(e.event, viewer);
      return { seq: e.seq, kind: "event", event, text: describeEvent(event, this.context) };
    });
  }
}
