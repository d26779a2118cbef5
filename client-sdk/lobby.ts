// The lobby: a live list of open tables. Private tables are never listed (they are joined by code).

import type { Room } from "@colyseus/sdk";
import type { TableListing, TableSummary } from "../shared/protocol.ts";
import { Emitter } from "./emitter.ts";

export interface LobbyEvents {
  /** The whole list, after any change. */
  change: [readonly TableListing[]];
  /** A table appeared or changed (seats taken, status…). */
  table: [TableListing];
  /** A table closed. */
  removed: [string];
}

interface Listing {
  readonly roomId: string;
  readonly name: string;
  readonly clients: number;
  readonly metadata?: TableSummary;
}

export class Lobby {
  readonly events = new Emitter<LobbyEvents>();
  /** The Colyseus room underneath (as a table's `room`). */
  readonly room: Room;
  private readonly byCode = new Map<string, TableListing>();
  private received = false;

  private constructor(room: Room) {
    this.room = room;
    room.onMessage("rooms", (rooms: Listing[]) => {
      this.byCode.clear();
      for (const r of rooms) this.put(r, false);
      this.received = true;
      this.events.emit("change", this.tables);
    });
    room.onMessage("+", ([, r]: [string, Listing]) => {
      const listing = this.put(r, true);
      if (listing) this.events.emit("change", this.tables);
    });
    room.onMessage("-", (code: string) => {
      if (!this.byCode.delete(code)) return;
      this.events.emit("removed", code);
      this.events.emit("change", this.tables);
    });
  }

  static async open(room: Room): Promise<Lobby> {
    const lobby = new Lobby(room);
    if (!lobby.received) await new Promise<void>((resolve) => lobby.events.once("change", () => resolve()));
    return lobby;
  }

  private put(r: Listing, announce: boolean): TableListing | null {
    if (r.name !== "table" || !r.metadata) return null;
    const listing: TableListing = { code: r.roomId, clients: r.clients, summary: r.metadata };
    this.byCode.set(listing.code, listing);
    if (announce) this.events.emit("table", listing);
    return listing;
  }

  /** The open tables, oldest first. */
  get tables(): readonly TableListing[] {
    return [...this.byCode.values()];
  }

  async leave(): Promise<void> {
    await this.room.leave(true);
  }
}
