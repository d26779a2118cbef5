// Connecting to a table server: the lobby, creating and joining tables, spectating, coming back after a
// page reload.

import type { Client as ColyseusClient, Room } from "@colyseus/sdk";
import {
  normalizeInviteCode,
  ROOM,
  type CreateTableRequest,
  type DeckChoice,
  type JoinTableRequest,
  type SealedPool,
  type TableOptionsInput,
} from "../shared/protocol.ts";
import { TableError } from "./errors.ts";
import { Lobby } from "./lobby.ts";
import { checkTableProtocol, joinFailure, VersionedClient } from "./protocol.ts";
import { configureReconnection, type ReconnectionOptions } from "./reconnection.ts";
import { Table, type Rejoin } from "./table.ts";

export interface SeatRequest {
  /** Your display name. */
  readonly name: string;
  /** A starter deck's id or a pasted decklist; none at a sandbox table. */
  readonly deck?: DeckChoice;
  /**
   * Joining a sandbox table: the player has seen that its host set up every card, and agrees. (Whoever
   * creates a sandbox table set it up, so `createTable` agrees for them.)
   */
  readonly acceptSandbox?: boolean;
}

export interface ConnectOptions {
  /** How every table (and the lobby) gets a dropped connection back: attempts and delays. */
  readonly reconnection?: ReconnectionOptions;
}

export class TableServer {
  readonly url: string;
  readonly colyseus: ColyseusClient;
  private readonly reconnection: ReconnectionOptions;

  constructor(url: string, options: ConnectOptions = {}) {
    this.url = url;
    this.colyseus = new VersionedClient(url);
    this.reconnection = options.reconnection ?? {};
  }

  /** The live list of open tables. */
  async lobby(): Promise<Lobby> {
    const room = await this.join(() => this.colyseus.joinOrCreate(ROOM.lobby));
    configureReconnection(room, this.reconnection);
    return Lobby.open(room);
  }

  /** Opens a table and sits at it (a sit that fails — a bad deck — closes it again and rejects). */
  async createTable(options: TableOptionsInput, seat: SeatRequest): Promise<Table> {
    const request: CreateTableRequest = { table: options, player: { name: seat.name } };
    const table = await this.open(await this.join(() => this.colyseus.create(ROOM.table, request)), { name: seat.name });
    return this.seated(table, { ...seat, acceptSandbox: options.sandbox !== undefined });
  }

  /** Joins a table by its invite code (or room id) and sits down. */
  async joinTable(code: string, seat: SeatRequest): Promise<Table> {
    const request: JoinTableRequest = { player: { name: seat.name } };
    const table = await this.open(await this.join(() => this.colyseus.joinById(normalizeInviteCode(code), request)), { name: seat.name });
    return this.seated(table, seat);
  }

  /**
   * Claims your seat back with its seat token (`table.seatToken`, kept from when you sat): after a page reload,
   * from another device, or after the server restarted. A connection that still held the seat loses it.
   */
  async claimSeat(code: string, seatToken: string, name = "Player"): Promise<Table> {
    const request: JoinTableRequest = { player: { name, seatToken } };
    return this.open(await this.join(() => this.colyseus.joinById(normalizeInviteCode(code), request)), { name, seatToken });
  }

  /** Watches a table without a seat: only public information reaches a spectator. */
  async spectate(code: string, name: string): Promise<Table> {
    const request: JoinTableRequest = { player: { name, spectate: true } };
    return this.open(await this.join(() => this.colyseus.joinById(normalizeInviteCode(code), request)), { name, spectate: true });
  }

  /**
   * A sealed pool: six boosters of a core set ("10E", "M10" … "M21"), each card with whether a deck here may hold
   * it. The same set and seed give the same pool; without a seed the server draws one (the answer's `seed`).
   */
  async sealedPool(set: string, seed?: number): Promise<SealedPool> {
    const url = new URL("/api/sealed", this.url.replace(/^ws(s?):/, "http$1:"));
    url.searchParams.set("set", set);
    if (seed !== undefined) url.searchParams.set("seed", String(seed));
    let response: Response;
    try {
      response = await fetch(url);
    } catch (e) {
      throw new TableError("CONNECTION_FAILED", e instanceof Error ? e.message : String(e));
    }
    const body = (await response.json().catch(() => ({}))) as SealedPool & { error?: string };
    if (!response.ok) throw new TableError("REQUEST_REFUSED", body.error ?? `the server answered ${response.status}`);
    return body;
  }

  /** Comes back to a table with a token kept from `table.reconnectionToken` (after a page reload). */
  async rejoin(token: string): Promise<Table> {
    return this.open(await this.join(() => this.colyseus.reconnect(token)), null);
  }

  /** `as`: how the table joins again on a new connection if its own can't be restored (a server restart). */
  private async open(room: Room, as: Omit<Rejoin, "join"> | null): Promise<Table> {
    await checkTableProtocol(room);
    const code = room.roomId;
    const rejoin: Rejoin | null = as && { ...as, join: (player) => this.colyseus.joinById(code, { player } satisfies JoinTableRequest) };
    return Table.open(room, this.reconnection, rejoin);
  }

  private async seated(table: Table, seat: SeatRequest): Promise<Table> {
    try {
      // At a sealed table the deck is built from the pool once seated, and sent with the "deck" message.
      await table.sit(table.state.sealed ? undefined : seat.deck, seat.name, seat.acceptSandbox);
      return table;
    } catch (e) {
      await table.leave().catch(() => undefined);
      throw e;
    }
  }

  private async join<T>(attempt: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (e) {
      throw joinFailure(e);
    }
  }
}

/**
 * Connects to a table server: `connect("ws://localhost:2567")`, or `wss://…` behind TLS; options such as
 * `{ reconnection: { maxAttempts: 30, maxDelayMs: 3000 } }` apply to every table opened through it.
 */
export function connect(url: string, options?: ConnectOptions): TableServer {
  return new TableServer(url, options);
}
