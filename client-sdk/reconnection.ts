// Getting a dropped connection back. @colyseus/sdk does the work: after a drop it retries with exponential
// backoff and gives up (onLeave with FAILED_TO_RECONNECT) after its last attempt. Its loop moves on only
// when a failed attempt's socket fires `close`. Browsers, and the `ws` package, fire `error` then `close`
// (1006) for a connection that can't be established, as the WebSocket standard requires; Node 22's
// built-in WebSocket (undici 6) fires only `error` and stays CONNECTING for ever, so in Node one failed
// attempt would stall the loop: no further attempt, no give-up, no `failed`. `closeFailedAttempts` supplies
// the missing `close`, so the library's own loop runs in Node as it does in browsers.

import type { Room } from "@colyseus/sdk";

/** How a table gets a dropped connection back: passed to `connect(url, { reconnection })`. */
export interface ReconnectionOptions {
  /** False: a dropped connection isn't restored, and `failed` follows at once. Default true. */
  readonly enabled?: boolean;
  /** Attempts before giving up with `failed` (default 15). */
  readonly maxAttempts?: number;
  /** The base delay: attempt n waits delayMs × 2ⁿ, between the bounds below (default 100: 200 ms, 400 ms, 800 ms…). */
  readonly delayMs?: number;
  /** The shortest wait before an attempt (default 100 ms). */
  readonly minDelayMs?: number;
  /** The longest wait before an attempt (default 5000 ms). */
  readonly maxDelayMs?: number;
}

/** The library's close code for "every attempt failed", or a reconnection the server refused (CloseCode.FAILED_TO_RECONNECT). */
export const FAILED_TO_RECONNECT = 4003;
/** The server is shutting down (CloseCode.SERVER_SHUTDOWN). */
export const SERVER_SHUTDOWN = 4001;
/** The library's defaults, which the table's own attempts to come back share. */
export const DEFAULT_MAX_ATTEMPTS = 15;
const DEFAULT_DELAY_MS = 100;
const DEFAULT_MIN_DELAY_MS = 100;
const DEFAULT_MAX_DELAY_MS = 5000;

/** The wait before attempt `attempt` (1, 2, …): delayMs × 2ⁿ within the bounds, as the library waits. */
export function backoffMs(attempt: number, options: ReconnectionOptions = {}): number {
  const delay = options.delayMs ?? DEFAULT_DELAY_MS;
  return Math.min(options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS, Math.max(options.minDelayMs ?? DEFAULT_MIN_DELAY_MS, 2 ** attempt * delay));
}
/** What a socket that could not connect closes with (CloseCode.ABNORMAL_CLOSURE). */
const ABNORMAL_CLOSURE = 1006;
/** WebSocket.CONNECTING, without relying on a global WebSocket. */
const CONNECTING = 0;

interface SocketLike {
  readyState: number;
  onopen: unknown;
  onmessage: unknown;
  onerror: unknown;
  onclose: unknown;
}

/**
 * Applies the options to the library's reconnection settings of a joined room, and makes its failed
 * attempts close (closeFailedAttempts), so that its retry loop runs on any WebSocket.
 */
export function configureReconnection(room: Room, options: ReconnectionOptions = {}): void {
  const r = room.reconnection;
  // The library won't reconnect a room joined less than 5 s ago; a table that drops early is worth keeping too.
  r.minUptime = 0;
  if (options.enabled !== undefined) r.enabled = options.enabled;
  if (options.maxAttempts !== undefined) r.maxRetries = options.maxAttempts;
  if (options.delayMs !== undefined) r.delay = options.delayMs;
  if (options.minDelayMs !== undefined) r.minDelay = options.minDelayMs;
  if (options.maxDelayMs !== undefined) r.maxDelay = options.maxDelayMs;
  closeFailedAttempts(room);
}

/**
 * A connection attempt that fails ends with `close` (1006) after its `error`, whatever the WebSocket
 * implementation: the library's reconnection loop continues (or gives up) on that `close`.
 */
function closeFailedAttempts(room: Room): void {
  const connection = room.connection;
  const events = connection.events;
  const onerror = events.onerror;
  events.onerror = (event: unknown) => {
    onerror?.(event);
    const target = (event as { target?: unknown } | null)?.target;
    const socket = (isSocket(target) ? target : (connection.transport as { ws?: unknown }).ws) as unknown;
    // The standard sets readyState to CLOSED before `error` fires on a failed connection: a socket still
    // CONNECTING here is one that will never fire `close`.
    if (!isSocket(socket) || socket.readyState !== CONNECTING) return;
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    events.onclose?.({ code: ABNORMAL_CLOSURE, reason: "the connection could not be established", wasClean: false });
  };
}

function isSocket(x: unknown): x is SocketLike {
  return typeof x === "object" && x !== null && typeof (x as { readyState?: unknown }).readyState === "number";
}

/** Calls `onAttempt(n)` as the library makes its n-th attempt to reconnect (counting from 1 after each drop). */
export function onReconnectAttempt(room: Room, onAttempt: (attempt: number) => void): void {
  const connection = room.connection;
  const reconnect = connection.reconnect.bind(connection);
  connection.reconnect = (params) => {
    // A listener's fault must not count as a failed attempt (the library would start a second loop).
    try {
      onAttempt(room.reconnection.retryCount);
    } catch (e) {
      queueMicrotask(() => {
        throw e;
      });
    }
    reconnect(params);
  };
}
