// Limits per network address on what the matchmaker does for it: tables created per minute, tables open at
// once, and joins (invite codes tried) per minute. Without them one client made 600 tables in seconds and
// tried about 1,100 invite codes a second.
//
// Colyseus answers /matchmake/ requests in its own router, ahead of Express, and derives the caller's address
// from X-Real-IP / X-Forwarded-For headers only — which any client can write. So the server (1) stamps every
// HTTP request's X-Real-IP with the address it trusts (the socket's peer, or the proxy's forwarded address
// when TRUST_PROXY says a proxy is in front), and (2) wraps the matchmaker's method dispatch to count and
// refuse per that address.

import type { IncomingMessage, Server as HttpServer } from "node:http";
import { matchMaker, ServerError } from "colyseus";
import { RateLimiter } from "../rooms/rate-limit.ts";

export interface MatchmakingLimits {
  /** Tables one address may create per minute (a burst of as many, then refilled at that rate). */
  readonly tablesPerMinute: number;
  /** Tables created by one address that may be open at once. */
  readonly openTablesPerAddress: number;
  /** Joins (by invite code, reconnections included) one address may attempt per minute. */
  readonly joinsPerMinute: number;
  /** The server sits behind a reverse proxy that sets X-Real-IP or appends to X-Forwarded-For: trust what it says. */
  readonly trustProxy: boolean;
}

export const DEFAULT_MATCHMAKING_LIMITS: MatchmakingLimits = { tablesPerMinute: 10, openTablesPerAddress: 10, joinsPerMinute: 60, trustProxy: false };

/** The HTTP status of a refusal for going too fast (the SDK reports it with its message). */
const TOO_MANY_REQUESTS = 429;
const CREATE_METHODS = new Set(["create", "joinOrCreate"]);
const JOIN_METHODS = new Set(["join", "joinById", "joinOrCreate", "reconnect"]);

interface AddressUse {
  tables: RateLimiter;
  joins: RateLimiter;
  open: Set<string>;
}

type InvokeMethod = typeof matchMaker.controller.invokeMethod;

export class MatchmakingGuard {
  private readonly limits: MatchmakingLimits;
  private readonly byAddress = new Map<string, AddressUse>();
  /** Which address created each open table, to give its place back when the table closes. */
  private readonly creatorOf = new Map<string, string>();

  constructor(limits: MatchmakingLimits) {
    this.limits = limits;
  }

  /** The address requests from this HTTP request are counted against. */
  addressOf(req: IncomingMessage): string {
    if (this.limits.trustProxy) {
      // The proxy sets X-Real-IP, or appends the peer it saw to X-Forwarded-For: its last hop is the one
      // the proxy vouches for (earlier hops are whatever the client wrote).
      const forwarded = header(req, "x-real-ip") ?? header(req, "x-forwarded-for")?.split(",").at(-1)?.trim();
      if (forwarded) return forwarded;
    }
    return req.socket.remoteAddress ?? "unknown";
  }

  /** Checks (and counts) one matchmaking call; throws the refusal the client receives. */
  admit(method: string, roomName: string, address: string, limitedRoom: string): void {
    const now = Date.now();
    const use = this.useOf(address, now);
    if (CREATE_METHODS.has(method) && roomName === limitedRoom) {
      if (use.open.size >= this.limits.openTablesPerAddress)
        throw new ServerError(TOO_MANY_REQUESTS, `at most ${this.limits.openTablesPerAddress} open tables from one address: close one first`);
      if (!use.tables.take(now))
        throw new ServerError(TOO_MANY_REQUESTS, `at most ${this.limits.tablesPerMinute} new tables a minute from one address: wait a little`);
    }
    // joinById names a room id, not a room name: every join counts, whatever it tries to reach.
    if (JOIN_METHODS.has(method) && !use.joins.take(now))
      throw new ServerError(TOO_MANY_REQUESTS, `at most ${this.limits.joinsPerMinute} joins a minute from one address: wait a little`);
  }

  tableOpened(roomId: string, address: string): void {
    this.useOf(address, Date.now()).open.add(roomId);
    this.creatorOf.set(roomId, address);
  }

  tableClosed(roomId: string): void {
    const address = this.creatorOf.get(roomId);
    if (address === undefined) return;
    this.creatorOf.delete(roomId);
    this.byAddress.get(address)?.open.delete(roomId);
  }

  private useOf(address: string, now: number): AddressUse {
    let use = this.byAddress.get(address);
    if (!use) {
      const l = this.limits;
      use = {
        tables: new RateLimiter(l.tablesPerMinute / 60, l.tablesPerMinute, now),
        joins: new RateLimiter(l.joinsPerMinute / 60, l.joinsPerMinute, now),
        open: new Set(),
      };
      this.byAddress.set(address, use);
    }
    // Addresses with nothing open and full buckets are forgotten, so the map can't grow without bound.
    if (this.byAddress.size > 10_000) for (const [a, u] of this.byAddress) if (u.open.size === 0 && a !== address) this.byAddress.delete(a);
    return use;
  }
}

/**
 * Installs the guard for the `limitedRoom` rooms of a listening server. Call it once the server listens:
 * Colyseus adds its own request listener then, and the address stamp must run before it.
 */
export function installMatchmakingGuard(http: HttpServer, guard: MatchmakingGuard, limitedRoom: string): () => void {
  const stamp = (req: IncomingMessage): void => {
    req.headers["x-real-ip"] = guard.addressOf(req);
  };
  http.prependListener("request", stamp);
  const controller = matchMaker.controller;
  const invoke: InvokeMethod = controller.invokeMethod;
  controller.invokeMethod = async function (this: typeof controller, method, roomName, clientOptions, authOptions) {
    const address = authOptions?.ip ?? "unknown";
    guard.admit(method, roomName, address, limitedRoom);
    const reservation = await invoke.call(this, method, roomName, clientOptions, authOptions);
    if (CREATE_METHODS.has(method) && roomName === limitedRoom) {
      const roomId = (reservation as { roomId?: unknown }).roomId;
      if (typeof roomId === "string") guard.tableOpened(roomId, address);
    }
    return reservation;
  } as InvokeMethod;
  const closed = (room: { roomId: string }): void => guard.tableClosed(room.roomId);
  const handler = matchMaker.getHandler(limitedRoom);
  handler.on("dispose", closed);
  return () => {
    http.removeListener("request", stamp);
    controller.invokeMethod = invoke;
    handler.off("dispose", closed);
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
}
