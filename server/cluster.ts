// Several server processes behind one Redis: Colyseus's own RedisPresence (rooms' messages, the lobby's live
// list, process-to-process requests) and RedisDriver (the room list the matchmaker reads), wired from REDIS_URL.
// Colyseus picks them by itself only on its own cloud. Without a Redis URL every process is on its own.

import { matchMaker, RedisDriver, RedisPresence, type Presence } from "colyseus";
import { Redis } from "ioredis";

export type PresenceKind = "local" | "redis";

export interface ClusterSettings {
  /** redis://[user:password@]host:port[/db] (or rediss:// for TLS): the Redis that the processes share. */
  readonly redisUrl?: string | undefined;
  /**
   * How clients reach this process from outside (host[:port][/path], no scheme), e.g. "play2.example.org" or
   * "10.0.0.2:2568": a seat reservation names it, and the SDK opens the table's WebSocket there.
   */
  readonly publicAddress?: string | undefined;
}

/** What defineServer takes for presence, driver and address; empty (Colyseus's local ones) without Redis. */
export interface ClusterOptions {
  readonly presence?: Presence;
  readonly driver?: matchMaker.MatchMakerDriver;
  readonly publicAddress?: string;
  readonly selectProcessIdToCreateRoom?: matchMaker.SelectProcessIdCallback;
}

export function presenceKind(settings: ClusterSettings): PresenceKind {
  return settings.redisUrl ? "redis" : "local";
}

/** The REDIS_URL's problem, or null when it has the form of a Redis URL. */
export function redisUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `REDIS_URL must be a URL such as redis://127.0.0.1:6379/0, not "${url}"`;
  }
  if (parsed.protocol !== "redis:" && parsed.protocol !== "rediss:") return `REDIS_URL must start with redis:// or rediss://, not "${url}"`;
  return null;
}

/** The PUBLIC_ADDRESS's problem, or null: the SDK puts ws:// or wss:// in front of it and a room's path after it. */
export function publicAddressProblem(address: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(address))
    return `PUBLIC_ADDRESS is a host[:port][/path] without a scheme (the client adds ws:// or wss://), not "${address}"`;
  if (/\s/.test(address) || address.endsWith("/")) return `PUBLIC_ADDRESS must have no spaces and no trailing "/", not "${address}"`;
  return null;
}

/** The URL without its password, for messages and logs. */
export function redactedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * Connects to the Redis at `url` once and asks it for a PONG, failing within `timeoutMs`. Redis clients retry a
 * lost connection forever, which at start-up means a server that hangs: a wrong URL must stop it instead.
 */
export async function checkRedis(url: string, timeoutMs = 3000): Promise<void> {
  const problem = redisUrlProblem(url);
  if (problem) throw new Error(problem);
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // connect() only says "Connection is closed"; the error event says why (ECONNREFUSED, ENOTFOUND, NOAUTH…).
  let cause: Error | undefined;
  probe.on("error", (e: Error) => {
    cause ??= e;
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([probe.connect().then(() => probe.ping()), deadline]);
  } catch (e) {
    const why = cause ?? e;
    throw new Error(`cannot reach Redis at REDIS_URL ${redactedRedisUrl(url)}: ${why instanceof Error ? why.message : String(why)}`);
  } finally {
    clearTimeout(timer);
    probe.disconnect();
  }
}

/**
 * Redis presence and driver when a Redis URL is set. A table opens on the process its creator reached (not on the
 * least busy one, Colyseus's default): which process holds a table then follows the proxy's balancing, and a
 * process that stops takes down exactly the tables opened through it.
 */
export function clusterOptions(settings: ClusterSettings): ClusterOptions {
  const address = settings.publicAddress ? { publicAddress: settings.publicAddress } : {};
  if (!settings.redisUrl) return address;
  return {
    ...address,
    presence: new RedisPresence(settings.redisUrl),
    driver: new RedisDriver(settings.redisUrl),
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  };
}

export interface Counts {
  readonly process: number;
  readonly cluster: number;
}

/**
 * Tables and clients (every connection, the lobby's too, and seats reserved for clients on their way) on this
 * process and on every process sharing its Redis, from the matchmaker's room list (on one process, the same).
 */
export async function roomCounts(tableRoom: string): Promise<{ readonly tables: Counts; readonly clients: Counts }> {
  const rooms = await matchMaker.query({});
  const local = rooms.filter((r) => r.processId === matchMaker.processId);
  const tables = (list: typeof rooms): number => list.filter((r) => r.name === tableRoom).length;
  const clients = (list: typeof rooms): number => list.reduce((n, r) => n + r.clients, 0);
  return {
    tables: { process: tables(local), cluster: tables(rooms) },
    clients: { process: clients(local), cluster: clients(rooms) },
  };
}
