// The hostile-client fuzzer. Several SDK clients on real sockets send a seeded stream of messages no honest
// client sends — malformed and non-JSON payloads (BigInts, typed arrays, Maps, Sets, Dates, extension types,
// cycles), unknown types, oversized and deeply nested values, answers to stale prompts or for other seats,
// spectators answering, floods past the rate limit, names with control characters or markup, table spam and
// invite-code guessing — while bots play honest games on the same server. It counts (fuzz-counts.ts):
//
//   throws               the server went down or /health failed; an exception escaped to the process; the
//                        server logged something at error level (an uncaught exception caught by a room, a
//                        message that failed); a refusal was INTERNAL_ERROR; a message got no answer at all;
//   changesOnRefusal     a refused message after which its table's state was not what it was before. Each
//                        fuzzed table takes one message at a time and plays no honest game, so a change there
//                        is that message's doing;
//   invariantViolations  a message that must be refused was accepted; a request was answered with nothing
//                        (neither a reply nor a GameError); a flood was not cut off; a name or a chat line
//                        kept control characters; a per-address limit did not apply; an honest game did not
//                        finish, or a bot's legal answer was refused; memory grew past its bound; tables
//                        stayed open after everyone left; the fuzzer itself could not go on.
//
// Every choice comes from the seed (one generator per chain of actions); only how the chains interleave
// depends on timing. A failure names the seed, the chain, the message's number in it and what it was.

import { runInNewContext } from "node:vm";
import { setFlagsFromString } from "node:v8";
import { Client, Protocol, type Room } from "@colyseus/sdk";
import { decode, encode } from "@colyseus/schema";
import { matchMaker, type Server } from "colyseus";
import { Packr, unpack } from "msgpackr";
import { connect, RandomBot, type Table } from "../../client-sdk/index.ts";
import { freePort } from "../../scripts/free-port.ts";
import { isGameError, type GameError } from "../../shared/errors.ts";
import type { Answer, Prompt } from "../../shared/prompt.ts";
import { CLIENT_MESSAGES, MAX_MESSAGE_BYTES, ROOM, type LogEntry } from "../../shared/protocol.ts";
import { RandomAgent } from "../../shared/random-agent.ts";
import type { PlayerView, TableState } from "../../shared/schema.ts";
import { nextSimUint32, seedSimRng, type SimRngState } from "../../shared/sim-rng.ts";
import { createServer } from "../app.ts";
import { STARTER_DECK_NAMES } from "../decks/starter-decks.ts";
import { DEFAULT_MATCHMAKING_LIMITS, type MatchmakingLimits } from "../http/matchmaking-limits.ts";
import { configureLogging } from "../logging.ts";
import { RateLimiter } from "../rooms/rate-limit.ts";
import { DEFAULT_MESSAGES_PER_SECOND } from "../rooms/table-room.ts";
import { describeValue } from "./engine-fuzz.ts";
import { emptyCounts, type FuzzCounts } from "./fuzz-counts.ts";

export interface ServerFuzzOptions {
  readonly seed: number;
  /** Hostile messages to send (default: as many as fit before the deadline when one is given, else 10,000). */
  readonly messages?: number;
  /** Stop sending after this long (default 60 s); the honest game and the checks that close the run follow. */
  readonly deadlineMs?: number;
  /**
   * A running server (`ws://host:port`). Without one, a server is started in this process on a free port. The
   * fuzzing clients each say their own address in X-Real-IP: a server started with TRUST_PROXY=1 counts its
   * per-address limits on them; otherwise those limits must be high enough for the whole run.
   */
  readonly url?: string;
  /** The table room's name on that server (default "table"). */
  readonly tableRoom?: string;
  /** Messages per second one client may send there (default: the server default; known when started here). */
  readonly messagesPerSecond?: number;
}

/** What the run counted, and what it saw along the way (for reports). */
export interface ServerFuzzCounts extends FuzzCounts {
  readonly durationMs: number;
  /** Outcomes of the fuzzing messages by kind ("refused:MALFORMED_INPUT", "dropped", "faulted"…). */
  readonly outcomes: Record<string, number>;
  readonly honestGamesFinished: number;
  readonly floodsCutOff: number;
  readonly tablesOpened: number;
  /** Heap growth (bytes) from before the run to after it, everything closed and collected; null if unmeasured. */
  readonly heapGrowthBytes: number | null;
  /** /health answered once everything was closed. */
  readonly serverUpAtEnd: boolean;
  /** What this process printed to stderr meanwhile (Colyseus prints a stack trace for each frame it can't decode). */
  readonly stderrWrites: number;
  readonly stderrSample: readonly string[];
}

/** The rate a server started by the fuzzer allows each client: floods cost 7 times this many messages. */
const OWN_SERVER_RATE = 100;
/** How long a reply (or a ping's echo) may take before the message counts as unanswered. */
const REPLY_MS = 10_000;
/**
 * Heap the server may keep once every client left and every table closed. The run leaves behind only
 * caches sized by what ran, not by how much: compiled code, msgpack and schema encoder buffers, a few
 * hundred per-address entries of the matchmaking guard (~0.5 KB each). It is the fuzzer's process too: the
 * clients' side is all closed by then. Measured at 8–12 MB whether the run sends 3,000 messages or 20,000;
 * a leak of a hostile payload, a pending request or a listener per message (≥ 1.5 KB each over 10,000
 * messages) exceeds it.
 */
const HEAP_GROWTH_BOUND = 24 * 1024 * 1024;
/**
 * Bots thinking 10 ms per answer play a game in 2–10 s, alongside the fuzzing. Games follow one another while
 * it lasts, a few at most (they come from one address: the table limit applies to them too).
 */
const HONEST_THINK_MS = 10;
const HONEST_GAMES = 6;
/** A game must be over by the run's deadline and this much more; then tables have this long to close. */
const HONEST_GRACE_MS = 15_000;
const CLOSE_MS = 10_000;
/** Request ids above those the SDK hands out, so its own replies and the fuzzer's never meet. */
const FIRST_REQUEST_ID = 0x4000_0000;
/** A table's invite code alphabet (server/rooms/invite-code.ts), for guessing. */
const INVITE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

// ---- Messages on the wire ------------------------------------------------------------------------------

/** `send`: Colyseus's ROOM_DATA frame, refused with an "error" message. `request`: ROOM_REQUEST, answered. */
export type Path = "send" | "request";

/** A payload as a value the SDK encodes, or as msgpack bytes written by hand. */
export type Payload = { readonly value: unknown } | { readonly bytes: Uint8Array };

export type Outcome =
  | { readonly kind: "accepted"; readonly reply: unknown }
  | { readonly kind: "refused"; readonly error: GameError }
  /** Colyseus answered instead of the room: a frame it could not decode, a request no handler takes. */
  | { readonly kind: "faulted"; readonly name: string; readonly message: string }
  | { readonly kind: "dropped"; readonly code: number }
  /** No answer in time. */
  | { readonly kind: "silent" };

// Typed arrays, Sets, Errors and RegExps as msgpackr's extensions, BigInts as 64-bit integers (or extension
// 0x42 beyond): what Colyseus's decoder (msgpackr's defaults) turns back into those objects.
const packr = new Packr({ useRecords: false, moreTypes: true });

/** The msgpack bytes of a value (a copy: msgpackr reuses its buffer). */
export function msgpack(value: unknown): Uint8Array {
  return new Uint8Array(packr.pack(value));
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * A message frame as the SDK writes it: code, (request id), type, msgpack payload. The header is written
 * with @colyseus/schema's encoders, as the SDK does: its numbers and string lengths are little-endian, unlike
 * msgpack's.
 */
export function messageFrame(path: Path, type: string | number, payload: Uint8Array | undefined, requestId = 0): Uint8Array {
  const head = new Uint8Array(16 + 3 * (typeof type === "string" ? type.length : 0));
  const it = { offset: 1 };
  head[0] = path === "send" ? Protocol.ROOM_DATA : Protocol.ROOM_REQUEST;
  if (path === "request") encode.number(head, requestId, it);
  if (typeof type === "string") encode.string(head, type, it);
  else encode.number(head, type, it);
  return concat([head.subarray(0, it.offset), ...(payload ? [payload] : [])]);
}

/** `{ [field]: <inner> }` as msgpack, around bytes that may not be a value msgpackr would write. */
function inField(field: string, inner: Uint8Array): Uint8Array {
  return concat([Uint8Array.of(0x81), msgpack(field), inner]);
}

function repeated(head: readonly number[], times: number, tail: readonly number[]): Uint8Array {
  const out = new Uint8Array(head.length * times + tail.length);
  for (let i = 0; i < times; i++) out.set(head, i * head.length);
  out.set(tail, head.length * times);
  return out;
}

export interface HostilePayload {
  readonly name: string;
  /** The SDK can send it as this value (`room.send(type, value)`) and the room gets the same kind of value; else only `bytes` carry it. */
  readonly value?: { readonly v: unknown };
  readonly bytes: Uint8Array;
  /**
   * What Colyseus does with it: hands the room a value ("value"; a table refuses it with `code`); refuses the
   * frame itself ("undecodable": a send is disconnected, a request answered with an error); either, as the
   * decoder's stack allows ("deep"); or, too big for a socket frame, the socket closes ("oversized").
   */
  readonly fate: "value" | "undecodable" | "deep" | "oversized";
  /** The table's refusal of a decoded value at a known message type. */
  readonly code?: "MALFORMED_INPUT" | "MESSAGE_TOO_LARGE";
}

/**
 * Payloads no client of the protocol sends, each at the top level and inside `field` (the field the message
 * type expects, where it has one): non-JSON values, extension types, cycles, oversized and deep values.
 */
export function hostilePayloads(field: string): HostilePayload[] {
  const cases: { name: string; value?: { v: unknown }; bytes: Uint8Array; fate: HostilePayload["fate"]; code?: HostilePayload["code"] }[] = [];
  // `sdk`: the SDK's own encoding (msgpackr's defaults) keeps what makes the value hostile, so it can be sent
  // with room.send/request too (a BigInt stays one; a RegExp would become {}).
  const value = (name: string, v: unknown, code: HostilePayload["code"] = "MALFORMED_INPUT", sdk = true): void =>
    void cases.push({ name, ...(sdk ? { value: { v } } : {}), bytes: msgpack(v), fate: "value", code });
  const raw = (name: string, bytes: readonly number[] | Uint8Array, fate: HostilePayload["fate"], code?: HostilePayload["code"]): void =>
    void cases.push({ name, bytes: Uint8Array.from(bytes), fate, ...(code ? { code } : {}) });

  value("a 64-bit integer (2n ** 62n)", 2n ** 62n);
  value("a negative 64-bit integer", -(2n ** 62n));
  value("a 101-bit BigInt (extension 0x42)", 2n ** 100n, "MALFORMED_INPUT", false);
  value("a BigInt64Array", new BigInt64Array([2n ** 62n]), "MALFORMED_INPUT", false);
  value("a Uint8Array", new Uint8Array([1, 2, 3]));
  value("a Float64Array", new Float64Array([1.5]));
  value("an ArrayBuffer", new ArrayBuffer(8), "MALFORMED_INPUT", false);
  // The SDK would send a Set as an array; as extension 0x73 it arrives as a Set.
  value("a Set", new Set(["pass"]), "MALFORMED_INPUT", false);
  value("a Date", new Date(0));
  value("NaN", Number.NaN);
  value("Infinity", Number.POSITIVE_INFINITY);
  value("-Infinity", Number.NEGATIVE_INFINITY);
  value("an Error (extension 0x65)", new TypeError("not a message"), "MALFORMED_INPUT", false);
  value("a RegExp (extension 0x78)", /(a+)+$/, "MALFORMED_INPUT", false);
  // Plain data, but what reads it as a string (a length to compare, a text to print) finds no primitive in it.
  value("an object whose length has a toString that isn't a function", { length: { toString: 1 } });
  // The SDK sends a Map as a msgpack map: with string keys it arrives as a plain object; with an object key
  // msgpackr (in Colyseus's settings) can't make it one.
  cases.push({
    name: "a Map with an object key",
    value: { v: new Map<unknown, number>([[{ k: 1 }, 1]]) },
    bytes: Uint8Array.of(0x81, 0x81, 0xa1, 0x6b, 0x01, 0x01),
    fate: "undecodable",
  });
  raw("a DataView (extension 0x74)", [0xc7, 0x04, 0x74, 17, 1, 2, 3], "value", "MALFORMED_INPUT");
  raw("an invalid Date (timestamp extension)", [0xd5, 0xff, 0, 0], "value", "MALFORMED_INPUT");
  raw("the reserved byte 0xc1", [0xc1], "value", "MALFORMED_INPUT");
  raw("an array that holds itself (extensions 0x69, 0x70)", [0xd6, 0x69, 0, 0, 0, 1, 0x91, 0xd6, 0x70, 0, 0, 0, 1], "value", "MALFORMED_INPUT");
  raw("a __proto__ key", concat([Uint8Array.of(0x81), msgpack("__proto__"), msgpack({ [field]: true })]), "value", "MALFORMED_INPUT");
  raw("a constructor key", concat([Uint8Array.of(0x81), msgpack("constructor"), msgpack({ prototype: { [field]: true } })]), "value", "MALFORMED_INPUT");
  raw("an unknown extension type (5)", [0xd4, 0x05, 0x00], "undecodable");
  raw("a pointer to nothing (extension 0x70)", [0xd6, 0x70, 0, 0, 0, 9], "undecodable");
  raw("a broken string bundle (extension 0x62)", [0xd6, 0x62, 0, 0, 0, 9, 0xa1, 0x61], "undecodable");
  raw("a RegExp that doesn't compile", concat([Uint8Array.of(0xd4, 0x78, 0x00), msgpack(["(", "g"])]), "undecodable");
  raw("a truncated array", [0x92, 0x01], "undecodable");
  raw("an array claiming 2^32 - 1 items", [0xdd, 0xff, 0xff, 0xff, 0xff], "undecodable");
  raw("trailing bytes", [0xc0, 0xc0], "undecodable");
  value("a 40 KB string", "x".repeat(40_000), "MESSAGE_TOO_LARGE");
  value("100,000 numbers", new Array<number>(100_000).fill(7), "MESSAGE_TOO_LARGE");
  value("an object with 10,000 keys", Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 0])), "MESSAGE_TOO_LARGE");
  cases.push({ name: "a 1 MB string", value: { v: "x".repeat(1_000_000) }, bytes: msgpack("x".repeat(1_000_000)), fate: "oversized" });
  raw("17 nested objects", msgpack(Array.from({ length: 17 }).reduce<unknown>((inner) => ({ a: inner }), 0)), "value", "MALFORMED_INPUT");
  raw("1,000 nested arrays", repeated([0x91], 1_000, [0xc0]), "deep", "MALFORMED_INPUT");
  raw("10,000 nested arrays", repeated([0x91], 10_000, [0xc0]), "deep", "MALFORMED_INPUT");
  raw("10,000 nested objects", repeated([0x81, 0xa1, 0x61], 10_000, [0xc0]), "deep", "MALFORMED_INPUT");

  const out: HostilePayload[] = [];
  for (const c of cases) {
    out.push(c);
    const inner = { name: `${c.name} in .${field}`, bytes: inField(field, c.bytes), fate: c.fate, ...(c.code ? { code: c.code } : {}) };
    out.push(c.value ? { ...inner, value: { v: { [field]: c.value.v } } } : inner);
  }
  return out;
}

const payloadMemo = new Map<string, HostilePayload[]>();

/** hostilePayloads(field) without the oversized ones, made once per field. */
function smallHostilePayloads(field: string): HostilePayload[] {
  let cases = payloadMemo.get(field);
  if (!cases) payloadMemo.set(field, (cases = hostilePayloads(field).filter((p) => p.fate !== "oversized")));
  return cases;
}

/** The field a message type's payload is about, to hide a hostile value in. */
export function fieldOf(type: string): string {
  return ({ sit: "deck", ready: "ready", answer: "promptId", chat: "text", settings: "holdPriority" } as Record<string, string>)[type] ?? "value";
}

/** "a 40 KB string in .text", or a short rendering of a value or of the bytes: for failure texts. */
function summarize(payload: Payload, name?: string): string {
  if (name) return name;
  if ("bytes" in payload)
    return `${payload.bytes.length} bytes ${Buffer.from(payload.bytes.subarray(0, 24)).toString("hex")}${payload.bytes.length > 24 ? "…" : ""}`;
  const text = describeValue(payload.value);
  return text.length > 160 ? `${text.slice(0, 160)}… (${text.length} characters)` : text;
}

// ---- One connection -------------------------------------------------------------------------------------

interface Waiter<T> {
  readonly resolve: (v: T) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/**
 * A client connection that writes its own frames and reads each message's fate: the reply to a request (by
 * id), or for a plain send the "error" message before the echo of a ping sent after it (the socket keeps
 * their order), or the connection closing.
 */
export class FuzzConnection {
  readonly room: Room;
  /** "error" messages received: refusals of plain sends, and why the server disconnected. */
  readonly errors: GameError[] = [];
  /** The latest chat lines this client was sent, as others see them, and how many it was sent in all. */
  readonly chat: { readonly from: string; readonly text: string }[] = [];
  chatLines = 0;
  closeCode: number | null = null;
  private readonly ws: WebSocket;
  private readonly replies = new Map<number, Waiter<Outcome>>();
  private readonly pongs: Waiter<boolean>[] = [];
  private readonly onClose: (() => void)[] = [];
  private nextRequestId = FIRST_REQUEST_ID;
  /** Echoes owed to PING frames written whole, which no ping() waits for. */
  private strayPongs = 0;

  constructor(room: Room) {
    this.room = room;
    room.reconnection.enabled = false;
    room.onMessage("error", (e: GameError) => void this.errors.push(e));
    room.onMessage("log", (m: { entries?: readonly LogEntry[] }) => {
      for (const e of m.entries ?? []) {
        if (e.kind !== "chat") continue;
        this.chat.push({ from: e.from, text: e.text });
        this.chatLines++;
      }
      if (this.chat.length > 50) this.chat.splice(0, this.chat.length - 50);
    });
    // Lobby lists and notices: nothing to check, but unhandled types make the SDK warn.
    room.onMessage("*", () => undefined);
    room.onLeave((code) => this.closed(code));
    this.ws = (room.connection as unknown as { transport: { ws: WebSocket } }).transport.ws;
    this.ws.addEventListener("close", (ev: Event) => this.closed((ev as Event & { code: number }).code));
    this.ws.addEventListener("message", (ev: MessageEvent) => this.received(new Uint8Array(ev.data as ArrayBuffer)));
  }

  get open(): boolean {
    return this.closeCode === null;
  }

  get state(): TableState {
    return this.room.state as TableState;
  }

  /** Sends a message and resolves with what became of it. */
  async send(path: Path, type: string | number, payload: Payload, timeoutMs = REPLY_MS): Promise<Outcome> {
    if (this.closeCode !== null) return { kind: "dropped", code: this.closeCode };
    if (path === "request") return this.request(type, payload, timeoutMs);
    const before = this.errors.length;
    if ("bytes" in payload) this.raw(messageFrame("send", type, payload.bytes));
    else this.room.send(type, payload.value);
    const echoed = await this.ping(timeoutMs);
    if (this.closeCode !== null) return { kind: "dropped", code: this.closeCode };
    const error = this.errors[before];
    if (error) return { kind: "refused", error };
    return echoed ? { kind: "accepted", reply: undefined } : { kind: "silent" };
  }

  /** Writes a frame as it is. */
  raw(bytes: Uint8Array): void {
    if (this.closeCode !== null) return;
    if ((bytes[0]! & 31) === Protocol.PING) this.strayPongs++;
    this.ws.send(bytes);
  }

  /** Resolves true once the server echoed a ping (everything sent before it has been handled), false if it closed. */
  ping(timeoutMs = REPLY_MS): Promise<boolean> {
    if (this.closeCode !== null) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const i = this.pongs.findIndex((w) => w.timer === timer);
        if (i >= 0) this.pongs.splice(i, 1);
        resolve(false);
      }, timeoutMs);
      this.pongs.push({ resolve, timer });
      this.ws.send(Uint8Array.of(Protocol.PING));
    });
  }

  /** Leaves (consented) and resolves once the connection is closed. */
  async leave(): Promise<void> {
    if (this.closeCode !== null) return;
    const closed = this.whenClosed(3000);
    void this.room.leave(true).catch(() => undefined);
    await closed;
  }

  whenClosed(timeoutMs: number): Promise<void> {
    if (this.closeCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.onClose.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private async request(type: string | number, payload: Payload, timeoutMs: number): Promise<Outcome> {
    if ("bytes" in payload) {
      const id = this.nextRequestId++;
      const reply = new Promise<Outcome>((resolve) => {
        const timer = setTimeout(() => {
          this.replies.delete(id);
          resolve({ kind: "silent" });
        }, timeoutMs);
        this.replies.set(id, { resolve, timer });
      });
      this.raw(messageFrame("request", type, payload.bytes, id));
      return reply;
    }
    try {
      return { kind: "accepted", reply: await this.room.request(type, payload.value, { timeout: timeoutMs }) };
    } catch (e) {
      const error = e as { name?: string; message?: string; reason?: unknown };
      if (error.name === "rejected")
        return isGameError(error.reason)
          ? { kind: "refused", error: error.reason }
          : { kind: "faulted", name: "rejected", message: summarize({ value: error.reason }) };
      if (/timed out/.test(error.message ?? "")) return { kind: "silent" };
      if (/connection (closed|is not open)/.test(error.message ?? "")) {
        await this.whenClosed(1000);
        return { kind: "dropped", code: this.closeCode ?? 0 };
      }
      return { kind: "faulted", name: error.name ?? "Error", message: error.message ?? String(e) };
    }
  }

  private received(bytes: Uint8Array): void {
    const code = bytes[0]! & 31;
    if (code === Protocol.PING) {
      if (this.strayPongs > 0) return void this.strayPongs--;
      const w = this.pongs.shift();
      if (w) {
        clearTimeout(w.timer);
        w.resolve(true);
      }
      return;
    }
    if (code !== Protocol.ROOM_RESPONSE) return;
    const it = { offset: 1 };
    const id = decode.number(bytes, it);
    const w = this.replies.get(id);
    if (!w) return;
    this.replies.delete(id);
    clearTimeout(w.timer);
    const status = bytes[it.offset++];
    const reply: unknown = bytes.length > it.offset ? unpack(bytes.subarray(it.offset)) : undefined;
    if (status === 0) w.resolve({ kind: "accepted", reply });
    else if (status === 1 && isGameError(reply)) w.resolve({ kind: "refused", error: reply });
    else {
      const r = reply as { name?: unknown; message?: unknown } | undefined;
      w.resolve({ kind: "faulted", name: status === 1 ? "rejected" : String(r?.name ?? "Error"), message: String(r?.message ?? summarize({ value: reply })) });
    }
  }

  private closed(code: number): void {
    if (this.closeCode !== null) return;
    this.closeCode = code;
    for (const w of this.replies.values()) {
      clearTimeout(w.timer);
      w.resolve({ kind: "dropped", code });
    }
    this.replies.clear();
    for (const w of this.pongs.splice(0)) {
      clearTimeout(w.timer);
      w.resolve(false);
    }
    for (const f of this.onClose.splice(0)) f();
  }
}

// ---- Seeded choices -------------------------------------------------------------------------------------

class Rand {
  private readonly s: SimRngState;

  constructor(seed: number) {
    this.s = seedSimRng(seed);
  }

  below(n: number): number {
    return nextSimUint32(this.s) % n;
  }

  chance(p: number): boolean {
    return nextSimUint32(this.s) / 2 ** 32 < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)]!;
  }

  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let x = this.below(entries.reduce((n, [, w]) => n + w, 0));
    for (const [k, w] of entries) if ((x -= w) < 0) return k;
    return entries[0]![0];
  }
}

const MESSAGE_TYPES = Object.keys(CLIENT_MESSAGES);
const KEYS = [
  ...new Set([
    ...MESSAGE_TYPES.map(fieldOf),
    "text",
    "ready",
    "entropy",
    "promptId",
    "answer",
    "kind",
    "card",
    "cards",
    "deck",
    "starter",
    "list",
    "name",
    "acceptSandbox",
    "stops",
    "own",
    "others",
    "passUntil",
    "holdPriority",
    "autoPassWhenNothingToDo",
    "targets",
    "id",
    "mana",
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "valueOf",
    "",
    "0",
    "length",
  ]),
];
const NUMBERS = [0, 1, -1, 2, 3, 7, 255, 256, 65_535, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, -(2 ** 53), 1.5, -0.5, 1e308, 5e-324];
/** Names and chat lines others would see: control characters, direction overrides, invisible text, markup. */
const HOSTILE_TEXT = [
  "Ana\u0000",
  "\u0007bell",
  "Ben\u001b[31mred",
  "\u202Eevil",
  "a\u2066b\u2069",
  "\u200F",
  "\u200B\u200B",
  "\u3164",
  "\u2800",
  "<script>alert(1)</script>",
  "<b>bold</b>",
  "[rule](javascript:alert(1))",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  "${7*7}",
  "%s%n%x",
  "line\nbreak",
  "cr\r\nlf",
  "\ud800",
  "🂡 Ace",
  "Z\u0351\u0352\u0353",
  " ",
  "x".repeat(200),
  "Ana".padEnd(40, "\u0301"),
];
const STRINGS = [
  ...HOSTILE_TEXT,
  "",
  "pass",
  "keep",
  "cast",
  "endOfTurn",
  "precombatMain",
  ...STARTER_DECK_NAMES,
  "4 Lightning Bolt\n20 Mountain",
  "60 Mountain",
  "table",
  "lobby",
  "../../etc/passwd",
];
const UNKNOWN_TYPES: readonly (string | number)[] = [
  "",
  "SIT",
  "sit ",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "*",
  "_$bsit",
  "answer\u0000",
  "x".repeat(300),
  "🂡",
  0,
  1,
  -1,
  13,
  2 ** 31,
  1.5,
];

/** Control characters (but line breaks, which chat keeps) and the characters that reorder text on screen. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters a clean name or chat line must not contain
const DIRTY = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const DIRTY_NAME = /[\n\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

function objectWith(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  // defineProperty: "__proto__" becomes an own key, as it would arriving in a message.
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

/** A random JSON-like value, leaning towards the protocol's own keys and words. */
function garbage(r: Rand, depth = 0): unknown {
  switch (r.below(depth > 2 ? 5 : 8)) {
    case 0:
      return null;
    case 1:
      return r.chance(0.5);
    case 2:
      return r.pick(NUMBERS);
    case 3:
    case 4:
      return r.pick(STRINGS);
    case 5:
      return Array.from({ length: r.below(4) }, () => garbage(r, depth + 1));
    default:
      return objectWith(Array.from({ length: r.below(4) }, () => [r.pick(KEYS), garbage(r, depth + 1)] as const));
  }
}

/** A payload of the right shape for a message type (the answer is a pass to prompt 0). */
function wellFormed(r: Rand, type: string): Record<string, unknown> {
  switch (type) {
    case "sit":
      return { deck: { starter: r.pick(STARTER_DECK_NAMES) } };
    case "ready":
      return { ready: r.chance(0.5) };
    case "answer":
      return { promptId: 0, answer: { kind: "pass" } };
    case "chat":
      return { text: "hello" };
    case "settings":
      return r.chance(0.5) ? { holdPriority: r.chance(0.5) } : { stops: { own: ["precombatMain"], others: [] } };
    default:
      return {};
  }
}

/** A well-formed payload with one thing wrong: a field's value, a missing or an extra field, the wrong shape. */
function mutated(r: Rand, type: string): unknown {
  const base = wellFormed(r, type);
  const keys = Object.keys(base);
  switch (r.below(5)) {
    case 0:
      if (keys.length > 0) return { ...base, [r.pick(keys)]: garbage(r) };
      return objectWith([[r.pick(KEYS), garbage(r)]]);
    case 1:
      return objectWith([...Object.entries(base), [r.pick(KEYS), garbage(r)]]);
    case 2:
      return keys.length > 0 ? Object.fromEntries(Object.entries(base).slice(1)) : garbage(r);
    case 3:
      return [base];
    default:
      return type === "answer"
        ? {
            promptId: r.pick(NUMBERS),
            answer: objectWith([
              ["kind", r.pick(STRINGS)],
              [r.pick(KEYS), garbage(r)],
            ]),
          }
        : r.pick(STRINGS);
  }
}

/** Answers no prompt can take: objects and players that don't exist. */
function impossibleAnswer(r: Rand): Answer {
  const id = 900_000 + r.below(1000);
  return r.pick<Answer>([
    { kind: "cast", card: id },
    { kind: "playLand", card: id },
    { kind: "activate", source: id, ability: "p0" },
    { kind: "cards", cards: [id] },
    { kind: "player", player: 9 },
    { kind: "targets", targets: [{ kind: "object", id }] },
    { kind: "choose", object: id },
    { kind: "attackers", attacks: [{ attacker: id, defender: 9 }] },
  ]);
}

// ---- The run --------------------------------------------------------------------------------------------

type CountKind = "throws" | "changesOnRefusal" | "invariantViolations";

/** What every chain of actions shares: the budget, the counts, the server's address and what is known of it. */
class Run {
  readonly counts = emptyCounts();
  readonly outcomes: Record<string, number> = {};
  readonly seed: number;
  readonly messages: number;
  readonly deadline: number;
  readonly url: string;
  readonly http: string;
  readonly tableRoom: string;
  readonly rate: number;
  /** The per-address limits, when this run started the server (and so knows them). */
  readonly limits: MatchmakingLimits | null;
  stopped = false;
  honestCode: string | null = null;
  honestGamesFinished = 0;
  floodsCutOff = 0;
  tablesOpened = 0;
  stderrWrites = 0;
  readonly stderrSample: string[] = [];
  private addresses = 0;
  private readonly seen = new Map<string, { index: number; times: number; text: string }>();
  /** The last few messages sent, by any chain: what a server-side failure most likely followed. */
  private readonly recent: string[] = [];

  constructor(options: ServerFuzzOptions, url: string, rate: number, limits: MatchmakingLimits | null) {
    this.seed = options.seed;
    this.messages = options.messages ?? (options.deadlineMs === undefined ? 10_000 : Number.POSITIVE_INFINITY);
    this.deadline = Date.now() + (options.deadlineMs ?? 60_000);
    this.url = url;
    this.http = url.replace(/^ws/, "http");
    this.tableRoom = options.tableRoom ?? ROOM.table;
    this.rate = rate;
    this.limits = limits;
  }

  /** Reserves the next `k` messages: the number of the first, or null once the budget or the time is spent. */
  next(k = 1): number | null {
    if (this.stopped || this.counts.inputs + k > this.messages || Date.now() >= this.deadline) return null;
    this.counts.inputs += k;
    return this.counts.inputs - k + 1;
  }

  get fuzzing(): boolean {
    return !this.stopped && this.counts.inputs < this.messages && Date.now() < this.deadline;
  }

  /** Counts a failure; the first of each sort is described (with how many more there were). */
  fail(kind: CountKind, sort: string, text: string): void {
    this.counts[kind]++;
    const key = `${kind}:${sort}`;
    const known = this.seen.get(key);
    if (known) {
      known.times++;
      this.counts.failures[known.index] = `${known.text} (${known.times} times)`;
      return;
    }
    if (this.counts.failures.length >= 20) return;
    const described = `[${kind}] seed ${this.seed}: ${text}`;
    this.seen.set(key, { index: this.counts.failures.length, times: 1, text: described });
    this.counts.failures.push(described);
  }

  /** Notes a message about to be sent. */
  sending(description: string): void {
    this.recent.push(description);
    if (this.recent.length > 6) this.recent.shift();
  }

  /** For failures the server reports on its own (a log line, an exception): the messages just before. */
  get lastSent(): string {
    return `the last messages sent: ${this.recent.map((d) => `[${d}]`).join(" ")}`;
  }

  tally(outcome: Outcome): void {
    const key = outcome.kind === "refused" ? `refused:${outcome.error.code}` : outcome.kind === "faulted" ? `faulted:${outcome.name}` : outcome.kind;
    this.outcomes[key] = (this.outcomes[key] ?? 0) + 1;
  }

  /** A Colyseus client whose matchmaking requests come from an address of its own (behind a trusted proxy). */
  client(address = this.address()): Client {
    return new Client(this.url, { headers: { "x-real-ip": address } });
  }

  address(): string {
    const n = ++this.addresses;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  async healthy(): Promise<boolean> {
    try {
      return (await fetch(`${this.http}/health`, { signal: AbortSignal.timeout(5000) })).ok;
    } catch {
      return false;
    }
  }

  /** Tables open on the server: from the matchmaker when it runs here, else from /health (its tables, on every process of a cluster). */
  async tableCount(): Promise<number> {
    if (serverIsLocal) return (await matchMaker.query({ name: this.tableRoom })).length;
    const health = (await (await fetch(`${this.http}/health`)).json()) as { tables: { cluster: number } };
    return health.tables.cluster;
  }
}

/** Whether the server runs in this process (the fuzzer started it, or a test did): its rooms can be read. */
let serverIsLocal = false;

/**
 * A table as its room holds it, when the room runs in this process (else null): the schema state with every
 * player's hidden fields, the engine's game and the seats (settings, readiness, connections).
 */
export function tableSnapshot(code: string): string | null {
  const room = matchMaker.getLocalRoomById(code) as unknown as Record<string, unknown> | undefined;
  if (!room) return null;
  if (!("game" in room) || !("seats" in room)) throw new Error("the table room has no `game` and `seats` any more: update tableSnapshot");
  return JSON.stringify({ state: (room.state as { toJSON(): unknown }).toJSON(), game: room.game, seats: room.seats });
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves with the promise's value, or with `fallback` after `ms`. */
function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/** The first difference between two snapshots, with a little context on each side. */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `at ${i}: ${JSON.stringify(a.slice(Math.max(0, i - 60), i + 60))} became ${JSON.stringify(b.slice(Math.max(0, i - 60), i + 60))}`;
}

// ---- Fuzzed tables --------------------------------------------------------------------------------------

interface Member {
  readonly conn: FuzzConnection;
  /** Joined to watch (else to play: seated, or a would-be player until it sits). */
  readonly spectator: boolean;
  /** The client side of the server's rate limit: the fuzzer stays under it so messages reach validation. */
  readonly pace: RateLimiter;
}

/** Whether a member sits at the table, as its own view says (only a seat's owner sees `you`). */
function seatedNow(m: Member): boolean {
  return m.conn.open && (m.conn.state.players?.some((p: PlayerView) => p.you) ?? false);
}

function roleOf(m: Member): string {
  return m.spectator ? "spectator" : seatedNow(m) ? "seated player" : "would-be player";
}

interface Action {
  /** What kind of hostility it is (a kind that needs a prompt falls back to another when there is none). */
  readonly category?: Category;
  readonly sender: Member;
  readonly path: Path;
  readonly type: string | number;
  readonly payload: Payload;
  readonly what: string;
  /** No server may accept it. */
  readonly mustRefuse: boolean;
  /** Chat or a name others will see, to be checked if accepted. */
  readonly shown?: "chat" | "seatName";
}

/** The type shown for a frame written whole (random bytes, an oversized frame). */
const RAW = "(raw frame)";

const CATEGORY_WEIGHTS = {
  catalogue: 20,
  garbage: 18,
  mutated: 14,
  unknownType: 5,
  stale: 8,
  otherSeat: 7,
  spectator: 8,
  impossible: 5,
  legal: 5,
  chat: 4,
  seatName: 3,
  rawFrame: 2,
  oversized: 1,
  hostileJoin: 1,
} as const;
type Category = keyof typeof CATEGORY_WEIGHTS;

/**
 * A table fuzzed one message at a time, so that a refused message's effect on the state can be seen: the
 * state before (every member's view up to date) and after its refusal must be the same. A "game" table has
 * two seated players in a game and three spectators; a "waiting" table a seated host, a would-be player who
 * hasn't sat, two spectators, and no spectator chat. Whatever the messages that are accepted do to a table
 * (a player stands up, the game ends), the chain goes on from there, or with a new table.
 */
class FuzzTable {
  private code = "";
  private members: Member[] = [];
  private readonly run: Run;
  private readonly rand: Rand;
  private readonly agent: RandomAgent;
  private readonly kind: "game" | "waiting";
  private readonly label: string;
  private n = 0;

  constructor(run: Run, chain: number, kind: "game" | "waiting") {
    this.run = run;
    this.rand = new Rand((run.seed * 1_000 + chain) >>> 0);
    this.agent = new RandomAgent((run.seed * 1_000 + chain + 500) >>> 0, { cancelRate: 0 });
    this.kind = kind;
    this.label = `chain ${chain} (${kind} table)`;
  }

  async play(): Promise<void> {
    try {
      while (this.run.fuzzing) {
        try {
          if (this.members.length === 0) await this.open();
          if (this.run.next() === null) break;
          this.n++;
          await this.step();
        } catch (e) {
          // The fuzzer's own failure (or a table it couldn't set up): said, and the chain starts over.
          this.run.fail(
            "invariantViolations",
            `${this.label}:fuzzer`,
            `${this.label}, message ${this.n}: the fuzzer failed: ${e instanceof Error ? (e.stack ?? e.message).split("\n").slice(0, 3).join(" | ") : String(e)}`,
          );
          await this.close();
        }
      }
    } finally {
      await this.close();
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.members.map((m) => m.conn.leave()));
    this.members = [];
  }

  private member(conn: FuzzConnection, spectator: boolean): Member {
    const m = { conn, spectator, pace: new RateLimiter(0.8 * this.run.rate, this.run.rate, Date.now()) };
    this.members.push(m);
    return m;
  }

  private async join(spectator: boolean): Promise<Member> {
    const room = await this.run.client().joinById(this.code, { player: { name: spectator ? "Watcher" : "Player", spectate: spectator } });
    return this.member(new FuzzConnection(room), spectator);
  }

  private async setup(m: Member, type: string, value: unknown): Promise<void> {
    const outcome = await m.conn.send("request", type, { value });
    if (outcome.kind !== "accepted")
      throw new Error(`setting up ${this.code}: "${type}" ${JSON.stringify(value)} was not accepted: ${JSON.stringify(outcome)}`);
  }

  /** A new table of this chain's kind, everyone in place. */
  private async open(): Promise<void> {
    await this.close();
    const game = this.kind === "game";
    const table = { name: `Fuzz ${this.label}`, seats: 2, spectatorChat: game, private: !game, reconnectSeconds: 5, idleMinutes: null };
    const room = await this.run.client().create(this.run.tableRoom, { table, player: { name: "Host" } });
    this.run.tablesOpened++;
    this.code = room.roomId;
    const host = this.member(new FuzzConnection(room), false);
    await this.setup(host, "sit", { deck: { starter: this.rand.pick(STARTER_DECK_NAMES) } });
    if (game) {
      const guest = await this.join(false);
      await this.setup(guest, "sit", { deck: { starter: this.rand.pick(STARTER_DECK_NAMES) } });
      for (let i = 0; i < 3; i++) await this.join(true);
      await this.setup(host, "ready", { ready: true });
      await this.setup(guest, "ready", { ready: true });
    } else {
      await this.join(false);
      for (let i = 0; i < 2; i++) await this.join(true);
    }
    await this.freshen();
  }

  /** Every member's view holds every patch sent so far. */
  private async freshen(): Promise<void> {
    await Promise.all(this.members.map((m) => m.conn.ping()));
  }

  /** The table as the server holds it (when it runs here), else as its members see it. */
  /** A seated player is away: when their window runs out they concede, a change no message made. */
  private awaitingReturn(): boolean {
    if (!serverIsLocal) return false;
    const seats = (matchMaker.getLocalRoomById(this.code) as unknown as { seats?: readonly ({ connected: boolean } | null)[] } | undefined)?.seats ?? [];
    return seats.some((s) => s !== null && !s.connected);
  }

  private snapshot(): string {
    try {
      return (
        (serverIsLocal ? tableSnapshot(this.code) : null) ??
        JSON.stringify(this.members.map((m) => (m.conn.open ? (m.conn.room.state as { toJSON(): unknown }).toJSON() : null)))
      );
    } catch (e) {
      return `unreadable: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  private prompted(): { owner: Member; prompt: Prompt } | null {
    for (const m of this.members) {
      if (!m.conn.open) continue;
      const me = m.conn.state.players?.find((p: PlayerView) => p.you);
      if (me?.prompt) return { owner: m, prompt: JSON.parse(me.prompt) as Prompt };
    }
    return null;
  }

  private async step(): Promise<void> {
    await this.freshen();
    // A game over, or nobody seated any more (stood up, or gone): a new table.
    if (this.members.some((m) => m.conn.open && m.conn.state.status === "finished") || !this.members.some(seatedNow)) await this.open();
    const category = this.rand.weighted(CATEGORY_WEIGHTS);
    if (category === "hostileJoin") return this.hostileJoin();
    const action = this.compose(category);
    while (!action.sender.pace.take(Date.now())) await pause(1000 / this.run.rate);
    if (action.type === RAW) return this.rawFrame(action);
    const before = this.snapshot();
    const awayBefore = this.awaitingReturn();
    const chatBefore = action.sender.conn.chatLines;
    const where = `${this.label}, message ${this.n}: "${String(action.type)}" (${action.category}) from a ${roleOf(action.sender)} via ${action.path}, payload ${action.what}`;
    this.run.sending(where);
    const outcome = await action.sender.conn.send(action.path, action.type, action.payload);
    this.run.tally(outcome);
    const sort = `${action.category}:${String(action.type)}`;
    switch (outcome.kind) {
      case "refused":
      case "faulted": {
        if (outcome.kind === "refused" && outcome.error.code === "INTERNAL_ERROR")
          this.run.fail("throws", `internal:${sort}`, `${where}: refused with INTERNAL_ERROR (a handler threw; the server logged it)`);
        if (outcome.kind === "faulted" && outcome.name === "rejected")
          this.run.fail("invariantViolations", `untyped:${sort}`, `${where}: refused without a GameError: ${outcome.message}`);
        if (!serverIsLocal) await this.freshen();
        const after = this.snapshot();
        if (after !== before && !awayBefore && !this.awaitingReturn())
          this.run.fail(
            "changesOnRefusal",
            sort,
            `${where}: refused (${outcome.kind === "refused" ? outcome.error.code : `${outcome.name}: ${outcome.message}`}), yet the table changed ${firstDifference(before, after)}`,
          );
        return;
      }
      case "accepted":
        // A handler that threw is logged (a throw, counted there); one that answered nothing breaks the protocol.
        if (action.mustRefuse)
          this.run.fail(
            "invariantViolations",
            `accepted:${sort}`,
            `${where}: accepted (${outcome.reply === undefined && action.path === "request" ? "answered with nothing" : summarize({ value: outcome.reply })}); it must be refused`,
          );
        else if (action.path === "request" && outcome.reply === undefined)
          this.run.fail("invariantViolations", `empty:${sort}`, `${where}: answered with nothing, neither a reply nor a GameError`);
        return this.checkShown(action, chatBefore, where);
      case "silent":
        this.run.fail("throws", `silent:${sort}`, `${where}: no answer within ${REPLY_MS / 1000} s`);
        return this.restore(action.sender);
      case "dropped":
        return this.restore(action.sender);
    }
  }

  private compose(category: Exclude<Category, "hostileJoin">): Action & { readonly category: Category } {
    // A fallback's own category, set by its own compose(), wins.
    return { category, ...this.build(category) };
  }

  private build(category: Exclude<Category, "hostileJoin">): Action {
    const r = this.rand;
    const open = this.members.filter((m) => m.conn.open);
    const path: Path = r.chance(0.5) ? "send" : "request";
    const anyone = r.pick(open);
    const prompted = this.prompted();
    const seated = open.filter(seatedNow);
    const unseated = open.filter((m) => !seatedNow(m));
    // A seated player's concession ends the game the table is here for: others may try it.
    const types = (m: Member): string[] => MESSAGE_TYPES.filter((t) => !(t === "concede" && seatedNow(m) && this.kind === "game"));
    const plain = (sender: Member, type: string, value: unknown, mustRefuse: boolean, shown?: Action["shown"]): Action => ({
      sender,
      path,
      type,
      payload: { value },
      what: summarize({ value }),
      mustRefuse,
      ...(shown ? { shown } : {}),
    });
    switch (category) {
      case "catalogue": {
        const known = r.chance(0.9);
        const type = known ? r.pick(MESSAGE_TYPES) : r.pick(UNKNOWN_TYPES);
        const c = r.pick(smallHostilePayloads(fieldOf(String(type))));
        // Through the SDK's own encoder now and then (it can't write every type name: those go by hand).
        return {
          sender: anyone,
          path,
          type,
          payload: known && c.value && r.chance(0.5) ? { value: c.value.v } : { bytes: c.bytes },
          what: c.name,
          mustRefuse: true,
        };
      }
      case "garbage":
        return plain(anyone, r.pick(types(anyone)), garbage(r), false);
      case "mutated": {
        const type = r.pick(types(anyone));
        return plain(anyone, type, mutated(r, type), false);
      }
      case "unknownType": {
        // Written by hand: the SDK can't write a type longer than about 250 bytes.
        const value = garbage(r);
        return { sender: anyone, path, type: r.pick(UNKNOWN_TYPES), payload: { bytes: msgpack(value) }, what: summarize({ value }), mustRefuse: true };
      }
      case "stale": {
        if (!prompted) return this.compose("garbage");
        const id =
          r.chance(0.3) && prompted.prompt.id > 0
            ? prompted.prompt.id - 1 - r.below(Math.min(5, prompted.prompt.id))
            : prompted.prompt.id + r.pick([1, 2, 7, 1000, 2 ** 31 - 1 - prompted.prompt.id]);
        return plain(prompted.owner, "answer", { promptId: id, answer: r.chance(0.5) ? { kind: "pass" } : this.agent.answer(prompted.prompt) }, true);
      }
      case "otherSeat": {
        const other = seated.find((m) => m !== prompted?.owner);
        if (!prompted || !other) return this.compose("garbage");
        return plain(other, "answer", { promptId: prompted.prompt.id, answer: this.agent.answer(prompted.prompt) }, true);
      }
      case "spectator": {
        if (unseated.length === 0) return this.compose("garbage");
        const type = r.pick(["answer", "ready", "concede", "settings", "stand"]);
        const value =
          type === "answer"
            ? { promptId: prompted?.prompt.id ?? 0, answer: prompted ? this.agent.answer(prompted.prompt) : { kind: "pass" } }
            : wellFormed(r, type);
        return plain(r.pick(unseated), type, type === "ready" ? { ready: true } : value, true);
      }
      case "impossible":
        if (!prompted) return this.compose("garbage");
        return plain(prompted.owner, "answer", { promptId: prompted.prompt.id, answer: impossibleAnswer(r) }, true);
      case "legal":
        if (!prompted) return this.compose("garbage");
        return plain(prompted.owner, "answer", { promptId: prompted.prompt.id, answer: this.agent.answer(prompted.prompt) }, false);
      case "chat":
        return plain(anyone, "chat", { text: r.pick(HOSTILE_TEXT) + (r.chance(0.5) ? ` ${r.pick(HOSTILE_TEXT)}` : "") }, false, "chat");
      case "seatName": {
        const sender = unseated.find((m) => !m.spectator) ?? anyone;
        return plain(sender, "sit", { name: r.pick(HOSTILE_TEXT), deck: { starter: r.pick(STARTER_DECK_NAMES) } }, false, "seatName");
      }
      case "rawFrame":
      case "oversized": {
        // From a member without a seat (LEAVE_ROOM's code from a seated player would end the game): any code,
        // random bytes after it.
        if (unseated.length === 0) return this.compose("garbage");
        const code = r.chance(0.5) ? r.pick(Object.values(Protocol)) : r.below(256);
        // An oversized frame is a message of a known type with a string payload past the socket's frame limit.
        const bytes =
          category === "oversized"
            ? messageFrame("send", r.pick(MESSAGE_TYPES), msgpack("x".repeat(4 * MAX_MESSAGE_BYTES + r.below(1000))))
            : Uint8Array.from({ length: 1 + r.below(40) }, (_, i) => (i === 0 ? code : r.below(256)));
        return {
          sender: r.pick(unseated),
          path: "send",
          type: RAW,
          payload: { bytes },
          what: `${bytes.length} bytes ${Buffer.from(bytes.subarray(0, 16)).toString("hex")}`,
          mustRefuse: false,
        };
      }
    }
  }

  /** A frame that may be nothing Colyseus knows: only the server's survival and the table's state are checked. */
  private async rawFrame(action: Action): Promise<void> {
    const before = this.snapshot();
    const awayBefore = this.awaitingReturn();
    const bytes = (action.payload as { bytes: Uint8Array }).bytes;
    const where = `${this.label}, message ${this.n}: a raw frame from a ${roleOf(action.sender)}: ${action.what}`;
    this.run.sending(where);
    action.sender.conn.raw(bytes);
    const echoed = await action.sender.conn.ping();
    this.run.tally(
      echoed
        ? { kind: "accepted", reply: undefined }
        : action.sender.conn.open
          ? { kind: "silent" }
          : { kind: "dropped", code: action.sender.conn.closeCode ?? 0 },
    );
    if (!action.sender.conn.open) return this.restore(action.sender);
    if (!echoed) return this.run.fail("throws", "raw:silent", `${where}: the server stopped answering pings`);
    // Random bytes may happen to make a message the table takes; any other frame changes nothing at a table.
    const code = bytes[0]! & 31;
    if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_REQUEST) {
      if (!serverIsLocal) await this.freshen();
      const after = this.snapshot();
      if (after !== before && !awayBefore && !this.awaitingReturn())
        this.run.fail("changesOnRefusal", `raw:${bytes[0]}`, `${where}: the table changed ${firstDifference(before, after)}`);
    }
  }

  /** Joins with a name others would see; a refused join must change nothing, an accepted name must be clean. */
  private async hostileJoin(): Promise<void> {
    const name = this.rand.pick(HOSTILE_TEXT);
    const before = this.snapshot();
    const awayBefore = this.awaitingReturn();
    const where = `${this.label}, message ${this.n}: joining as a spectator named ${JSON.stringify(name)}`;
    this.run.sending(where);
    let conn: FuzzConnection;
    try {
      conn = new FuzzConnection(await this.run.client().joinById(this.code, { player: { name, spectate: true } }));
    } catch {
      this.run.tally({ kind: "refused", error: { code: "INVALID_OPTIONS", message: "join refused" } });
      if (!serverIsLocal) await this.freshen();
      const after = this.snapshot();
      if (after !== before && !awayBefore && !this.awaitingReturn())
        this.run.fail("changesOnRefusal", "join", `${where}: refused, yet the table changed ${firstDifference(before, after)}`);
      return;
    }
    this.run.tally({ kind: "accepted", reply: undefined });
    if (this.kind === "game") {
      const outcome = await conn.send("request", "chat", { value: { text: "hi" } });
      const line = conn.chat.at(-1);
      if (outcome.kind === "accepted" && line && DIRTY_NAME.test(line.from))
        this.run.fail("invariantViolations", "dirtyJoinName", `${where}: accepted, and others see the name ${JSON.stringify(line.from)}`);
    }
    await conn.leave();
  }

  private checkShown(action: Action, chatBefore: number, where: string): void {
    const newLines = action.sender.conn.chatLines - chatBefore;
    if (action.shown === "chat" && newLines > 0) {
      for (const line of action.sender.conn.chat.slice(-newLines))
        if (DIRTY.test(line.text) || DIRTY_NAME.test(line.from))
          this.run.fail("invariantViolations", "dirtyChat", `${where}: accepted, and others read ${JSON.stringify(line)}`);
    }
    if (action.shown === "seatName") {
      const me = action.sender.conn.state.players?.find((p: PlayerView) => p.you);
      if (me && DIRTY_NAME.test(me.name))
        this.run.fail("invariantViolations", "dirtySeatName", `${where}: accepted, and the seat shows ${JSON.stringify(me.name)}`);
    }
  }

  /** A member whose connection closed comes back: a seated player with its reconnection token (its seat is held), others anew. */
  private async restore(gone: Member): Promise<void> {
    this.members = this.members.filter((m) => m !== gone);
    const wasSeated = gone.conn.state.players?.some((p: PlayerView) => p.you) ?? false;
    try {
      if (wasSeated) {
        this.member(new FuzzConnection(await this.run.client().reconnect(gone.conn.room.reconnectionToken)), false);
        return;
      }
      if (!gone.spectator) {
        try {
          await this.join(false);
          return;
        } catch {
          // its place went to someone else: watch instead
        }
      }
      await this.join(true);
    } catch {
      await this.open();
    }
  }
}

// ---- The other chains -----------------------------------------------------------------------------------

/**
 * Floods: a spectator sends far past the rate limit, all at once. The table must tell it RATE_LIMITED and
 * close the connection with 4002 — also when the table was created asking for a higher limit (the server's
 * limits override a client's). Then a new client does it again.
 */
async function floods(run: Run, chain: number): Promise<void> {
  const rand = new Rand((run.seed * 1_000 + chain) >>> 0);
  const burst = 8 * run.rate;
  const host = new FuzzConnection(
    await run
      .client()
      .create(run.tableRoom, { table: { name: "Flood", spectatorChat: true }, player: { name: "Host" }, limits: { messagesPerSecond: 1e9, sitSeconds: 1e9 } }),
  );
  run.tablesOpened++;
  let cycle = 0;
  try {
    while (run.fuzzing) {
      // Floods are cheap messages: at most a quarter of those sent, spread over the run.
      if ((cycle + 1) * burst > 0.25 * (run.counts.inputs + burst)) {
        await pause(50);
        continue;
      }
      const first = run.next(burst);
      if (first === null) break;
      cycle++;
      run.sending(`chain ${chain} (floods), cycle ${cycle}: ${burst} messages at once`);
      const flooder = new FuzzConnection(await run.client().joinById(host.room.roomId, { player: { name: "Flooder", spectate: true } }));
      let sent = 0;
      while (flooder.open && sent < burst) {
        for (let i = 0; i < 100 && sent < burst; i++, sent++) {
          // Types the table handles: refusals of unknown types are not counted by its rate limit.
          const type = rand.pick(["chat", "answer", "ready", "history", "settings"]);
          flooder.raw(
            messageFrame(
              rand.chance(0.5) ? "send" : "request",
              type,
              msgpack(type === "chat" ? { text: "spam" } : mutated(rand, type)),
              FIRST_REQUEST_ID + sent,
            ),
          );
        }
        // Lets the close (if any) come in before more is written.
        await new Promise((resolve) => setImmediate(resolve));
      }
      await flooder.whenClosed(5000);
      const where = `chain ${chain} (floods), cycle ${cycle}, messages ${first}–${first + burst - 1}: ${sent} messages at once`;
      if (flooder.open) {
        run.fail("invariantViolations", "floodKept", `${where}: the connection was not closed`);
        await flooder.leave();
      } else if (flooder.closeCode !== 4002 || !flooder.errors.some((e) => e.code === "RATE_LIMITED")) {
        run.fail(
          "invariantViolations",
          "floodUntold",
          `${where}: closed with ${flooder.closeCode}, told ${JSON.stringify(flooder.errors.map((e) => e.code).slice(-3))} (expected RATE_LIMITED, then 4002)`,
        );
      } else run.floodsCutOff++;
      run.outcomes.flooded = (run.outcomes.flooded ?? 0) + sent;
    }
  } finally {
    await host.leave();
  }
}

/** The lobby's one message, "filter", with everything the tables get; and types it doesn't know. */
async function lobby(run: Run, chain: number): Promise<void> {
  const rand = new Rand((run.seed * 1_000 + chain) >>> 0);
  const pace = new RateLimiter(0.8 * run.rate, run.rate, Date.now());
  const join = async (): Promise<FuzzConnection> => new FuzzConnection(await run.client().joinOrCreate(ROOM.lobby));
  let conn = await join();
  let n = 0;
  try {
    while (run.next() !== null) {
      n++;
      while (!pace.take(Date.now())) await pause(1000 / run.rate);
      const type = rand.chance(0.85) ? "filter" : rand.pick(UNKNOWN_TYPES);
      const c = rand.chance(0.5) ? rand.pick(smallHostilePayloads(rand.pick(["name", "metadata"]))) : null;
      const filter = rand.chance(0.3)
        ? { name: run.tableRoom, metadata: objectWith([[rand.pick(["status", "format", "seats", "__proto__"]), garbage(rand)]]) }
        : garbage(rand);
      // Unknown types go by hand: the SDK can't write a type name longer than about 250 bytes.
      const payload: Payload = c ? { bytes: c.bytes } : type === "filter" ? { value: filter } : { bytes: msgpack(filter) };
      const path: Path = rand.chance(0.5) ? "send" : "request";
      const where = `chain ${chain} (lobby), message ${n}: "${String(type).slice(0, 40)}${String(type).length > 40 ? `…" (${String(type).length} characters)` : '"'} via ${path}, payload ${summarize(payload, c?.name)}`;
      run.sending(where);
      try {
        const outcome = await conn.send(path, type, payload);
        run.tally(outcome);
        if (outcome.kind === "silent") run.fail("throws", "lobbySilent", `${where}: no answer within ${REPLY_MS / 1000} s`);
        if (!conn.open) conn = await join();
      } catch (e) {
        run.fail(
          "invariantViolations",
          "lobby:fuzzer",
          `${where}: the fuzzer failed: ${e instanceof Error ? (e.stack ?? e.message).split("\n").slice(0, 3).join(" | ") : String(e)}`,
        );
        await conn.leave();
        conn = await join();
      }
    }
  } finally {
    await conn.leave();
  }
}

/** A spectator of the honest game sends it junk: the game must play on regardless. */
async function honestSpectator(run: Run, chain: number): Promise<void> {
  const rand = new Rand((run.seed * 1_000 + chain) >>> 0);
  const pace = new RateLimiter(0.4 * run.rate, run.rate / 2, Date.now());
  let conn: FuzzConnection | null = null;
  let code: string | null = null;
  let n = 0;
  try {
    while (run.fuzzing) {
      if (!run.honestCode) {
        await pause(20);
        continue;
      }
      if (!conn?.open || code !== run.honestCode) {
        await conn?.leave();
        code = run.honestCode;
        try {
          conn = new FuzzConnection(await run.client().joinById(code, { player: { name: "Heckler", spectate: true } }));
        } catch {
          // between games: the next one comes
          conn = null;
          await pause(20);
          continue;
        }
      }
      if (run.next() === null) break;
      n++;
      while (!pace.take(Date.now())) await pause(1000 / run.rate);
      const type = rand.pick(MESSAGE_TYPES);
      const c = rand.chance(0.3) ? rand.pick(smallHostilePayloads(fieldOf(type)).filter((p) => p.fate === "value")) : null;
      const payload: Payload = c ? { bytes: c.bytes } : { value: rand.chance(0.5) ? mutated(rand, type) : wellFormed(rand, type) };
      const path: Path = rand.chance(0.5) ? "send" : "request";
      const where = `chain ${chain} (spectator of the honest game), message ${n}: "${type}" via ${path}, payload ${summarize(payload, c?.name)}`;
      run.sending(where);
      const outcome = await conn.send(path, type, payload);
      run.tally(outcome);
      if (outcome.kind === "refused" && outcome.error.code === "INTERNAL_ERROR")
        run.fail("throws", `honestInternal:${type}`, `${where}: refused with INTERNAL_ERROR`);
      if (outcome.kind === "accepted" && ["answer", "ready", "concede", "settings", "stand", "sit"].includes(type))
        run.fail("invariantViolations", `spectatorAccepted:${type}`, `${where}: accepted from a spectator`);
      if (outcome.kind === "silent") run.fail("throws", `honestSilent:${type}`, `${where}: no answer within ${REPLY_MS / 1000} s`);
    }
  } finally {
    await conn?.leave();
  }
}

/**
 * One address opens table after table and keeps them open; once the server's limits apply (when known),
 * it must be refused. Half the attempts carry options no table takes.
 */
async function tableSpam(run: Run, chain: number): Promise<FuzzConnection[]> {
  const rand = new Rand((run.seed * 1_000 + chain) >>> 0);
  const client = run.client("10.255.0.1");
  const kept: FuzzConnection[] = [];
  const attempts = (run.limits?.openTablesPerAddress ?? 10) + 5;
  const started = Date.now();
  for (let i = 0; i < attempts; i++) {
    if (run.next() === null) break;
    const table = rand.chance(0.5)
      ? { name: rand.chance(0.3) ? rand.pick(HOSTILE_TEXT) : `Spam ${i}` }
      : rand.pick<unknown>([
          garbage(rand),
          { seats: rand.pick(NUMBERS) },
          { sandbox: objectWith([["players", garbage(rand)]]) },
          {
            sandbox: {
              players: [
                { name: "A", hand: garbage(rand) },
                { name: "B", battlefield: garbage(rand) },
              ],
            },
          },
          { clock: garbage(rand) },
        ]);
    const player = { name: rand.chance(0.3) ? rand.pick(HOSTILE_TEXT) : "Spammer" };
    run.sending(`chain ${chain} (table spam), attempt ${i + 1}: creating a table with ${summarize({ value: { table, player } })}`);
    try {
      const conn = new FuzzConnection(await client.create(run.tableRoom, { table, player }));
      run.tablesOpened++;
      kept.push(conn);
      run.tally({ kind: "accepted", reply: undefined });
      await conn.ping();
      const state = conn.state;
      if (DIRTY_NAME.test(state.name ?? "") || DIRTY_NAME.test(state.host ?? ""))
        run.fail(
          "invariantViolations",
          "dirtyTableName",
          `chain ${chain} (table spam), attempt ${i + 1}: a table named ${JSON.stringify(state.name)}, hosted by ${JSON.stringify(state.host)}, was opened`,
        );
    } catch (e) {
      run.tally({ kind: "refused", error: { code: "INVALID_OPTIONS", message: String((e as { code?: unknown }).code ?? "create refused") } });
    }
    await pause(20);
  }
  const l = run.limits;
  if (l) {
    const allowed = Math.min(l.openTablesPerAddress, l.tablesPerMinute + Math.ceil(((Date.now() - started) / 60_000) * l.tablesPerMinute));
    if (kept.length > allowed)
      run.fail("invariantViolations", "tableLimit", `chain ${chain} (table spam): one address opened ${kept.length} tables at once; the limit is ${allowed}`);
  }
  return kept;
}

/** One address tries invite codes; once the join limit applies (when known), every try must be refused with 429. */
async function inviteGuessing(run: Run, chain: number): Promise<void> {
  const rand = new Rand((run.seed * 1_000 + chain) >>> 0);
  const client = run.client("10.255.0.2");
  const started = Date.now();
  let admitted = 0;
  for (let i = 0; i < 150 && run.fuzzing; i++) {
    if (run.next() === null) break;
    // Codes of the invite alphabet are counted; others may not even reach the matchmaker (a path it won't route).
    const wellFormedCode = rand.chance(0.85);
    const code = wellFormedCode
      ? Array.from({ length: 6 }, () => rand.pick([...INVITE_ALPHABET])).join("")
      : rand.pick(["", "../health", "A".repeat(200), "k7qm2x", "🂡🂡🂡", "lobby", "table"]);
    run.sending(`chain ${chain} (invite guessing), try ${i + 1}: joining ${JSON.stringify(code.slice(0, 20))}`);
    try {
      const conn = new FuzzConnection(await client.joinById(code, { player: { name: "Guesser", spectate: true } }));
      // A real table found by chance (about one in 10^8 per try): nothing to check, just leave.
      if (wellFormedCode) admitted++;
      run.tally({ kind: "accepted", reply: undefined });
      await conn.leave();
    } catch (e) {
      const status = (e as { code?: unknown }).code;
      if (status !== 429 && wellFormedCode) admitted++;
      run.tally({ kind: "refused", error: { code: "INVALID_OPTIONS", message: `join ${String(status)}` } });
    }
    await pause(20);
  }
  const l = run.limits;
  if (l) {
    const allowed = l.joinsPerMinute + Math.ceil(((Date.now() - started) / 60_000) * l.joinsPerMinute) + 1;
    if (admitted > allowed)
      run.fail(
        "invariantViolations",
        "joinLimit",
        `chain ${chain} (invite guessing): one address got ${admitted} joins looked at; the limit allows ${allowed}`,
      );
  }
}

/** Honest games, one after another while the fuzzing goes on: each must play to its end. */
async function honestGames(run: Run): Promise<void> {
  const server = connect(run.url);
  for (let game = 1; game === 1 || (run.fuzzing && game <= HONEST_GAMES); game++) {
    const seed = (run.seed * 7919 + game) >>> 0;
    const tables: Table[] = [];
    try {
      tables.push(await server.createTable({ name: "Honest game" }, { name: "Ana", deck: { starter: STARTER_DECK_NAMES[seed % 4]! } }));
      tables.push(await server.joinTable(tables[0]!.code, { name: "Ben", deck: { starter: STARTER_DECK_NAMES[(seed + 1) % 4]! } }));
    } catch (e) {
      run.fail("invariantViolations", "honestSetup", `honest game ${game} could not start: ${e instanceof Error ? e.message : String(e)}`);
      await Promise.all(tables.map((t) => t.leave().catch(() => undefined)));
      return;
    }
    run.tablesOpened++;
    run.honestCode = tables[0]!.code;
    const bots = tables.map((t, i) => new RandomBot(t, { seed: seed + i, thinkMs: HONEST_THINK_MS }));
    const played = Promise.all(bots.map((b) => b.play()));
    try {
      for (const t of tables) await t.ready();
    } catch (e) {
      run.fail("invariantViolations", "honestReady", `honest game ${game}: a player could not get ready: ${e instanceof Error ? e.message : String(e)}`);
    }
    const limit = Math.max(0, run.deadline - Date.now()) + HONEST_GRACE_MS;
    const finished = await within(
      played.then(() => true),
      limit,
      false,
    );
    for (const bot of bots) bot.stop();
    const state = tables[0]!.state;
    if (finished) run.honestGamesFinished++;
    else
      run.fail(
        "invariantViolations",
        "honestUnfinished",
        `honest game ${game} (${tables[0]!.code}, bot seeds ${seed} and ${seed + 1}) did not finish within ${Math.round(limit / 1000)} s: turn ${state.turn}, status ${state.status}`,
      );
    for (const [i, bot] of bots.entries())
      for (const e of bot.errors)
        run.fail(
          "invariantViolations",
          `honestRefused:${e.code}`,
          `honest game ${game}: ${["Ana", "Ben"][i]}'s legal answer was refused: ${e.code}: ${e.message}`,
        );
    run.honestCode = null;
    await Promise.all(tables.map((t) => t.leave().catch(() => undefined)));
    if (!finished) return;
  }
}

/** Watches /health while the run goes on; a server that stops answering ends the run. */
async function watchHealth(run: Run, done: () => boolean): Promise<void> {
  while (!done()) {
    if (!(await run.healthy())) {
      run.fail("throws", "down", `the server stopped answering /health after ${run.counts.inputs} messages`);
      run.stopped = true;
      return;
    }
    await pause(200);
  }
}

// ---- Watching the server's own process ------------------------------------------------------------------

/** A garbage collection, if this process can ask for one. */
function collector(): (() => void) | null {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  try {
    setFlagsFromString("--expose-gc");
    return runInNewContext("gc") as () => void;
  } catch {
    return null;
  }
}

async function heapUsed(run: Run): Promise<number | null> {
  if (serverIsLocal) {
    const gc = collector();
    if (!gc) return null;
    // Twice, with a turn of the event loop between: closed sockets release their buffers on the next tick.
    gc();
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    return process.memoryUsage().heapUsed;
  }
  try {
    const health = (await (await fetch(`${run.http}/health?gc=1`)).json()) as { memory?: { heapUsedBytes?: number } };
    return health.memory?.heapUsedBytes ?? null;
  } catch {
    return null;
  }
}

/**
 * While the run goes on: the server's error-level log lines (server/logging.ts writes JSON lines to stdout,
 * when it runs in this process) are failures, and so are this process's uncaught exceptions. Colyseus's own
 * handler for those shuts the server and the process down; it is set aside meanwhile, so that the run can
 * count the exception, say what caused it and go on. What Colyseus prints about frames it can't decode (a
 * stack trace each, on stderr) is counted, not shown.
 */
function watchProcess(run: Run): () => void {
  configureLogging("error");
  const { stdout, stderr } = process;
  const [writeOut, writeErr] = [stdout.write, stderr.write];
  stdout.write = ((chunk: unknown, ...rest: unknown[]): boolean => {
    const text = typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8");
    if (!text.startsWith("{") || !text.includes('"level":"error"')) return (writeOut as (...a: unknown[]) => boolean).call(stdout, chunk, ...rest);
    for (const line of text.split("\n").filter(Boolean)) {
      let entry: { event?: unknown; method?: unknown; error?: unknown; type?: unknown; room?: unknown };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        entry = { event: "unparsed", error: line };
      }
      const firstLines = String(entry.error ?? line)
        .split("\n")
        .slice(0, 2)
        .join(" | ");
      const at = `${entry.method ? ` in ${String(entry.method)}` : ""}${entry.type ? ` for "${String(entry.type)}"` : ""}${entry.room ? ` at ${String(entry.room)}` : ""}`;
      // One description per event, place and kind of error (its first words): distinct bugs stay apart.
      run.fail(
        "throws",
        `log:${String(entry.event)}:${String(entry.method ?? entry.type ?? "")}:${firstLines.slice(0, 40)}`,
        `after ${run.counts.inputs} messages the server logged "${String(entry.event)}"${at}: ${firstLines}; ${run.lastSent}`,
      );
    }
    return true;
  }) as typeof stdout.write;
  const printed = (chunk: unknown): void => {
    run.stderrWrites++;
    if (run.stderrSample.length < 5) run.stderrSample.push(String(chunk).split("\n")[0]!.slice(0, 200));
  };
  stderr.write = ((chunk: unknown): boolean => {
    printed(chunk);
    return true;
  }) as typeof stderr.write;
  // Test runners collect console output apart from stderr.
  const [consoleError, consoleWarn] = [console.error, console.warn];
  console.error = console.warn = (...args: unknown[]): void => printed(args.map(String).join(" "));
  const release = catchUncaught((e) =>
    run.fail(
      "throws",
      `uncaught:${e.message.slice(0, 80)}`,
      `after ${run.counts.inputs} messages, an uncaught exception (Colyseus would have shut the server down): ${(e.stack ?? e.message).split("\n").slice(0, 6).join(" | ")}; ${run.lastSent}`,
    ),
  );
  return () => {
    stdout.write = writeOut;
    stderr.write = writeErr;
    [console.error, console.warn] = [consoleError, consoleWarn];
    release();
    configureLogging();
  };
}

/**
 * Until the returned function is called, this process's uncaught exceptions go to `record` alone. Colyseus's
 * handler (which shuts the server down, and the process with it) and any other is set aside, then put back.
 */
export function catchUncaught(record: (e: Error) => void): () => void {
  const others = process.listeners("uncaughtException");
  process.removeAllListeners("uncaughtException");
  process.on("uncaughtException", record);
  return () => {
    process.off("uncaughtException", record);
    for (const l of others) process.on("uncaughtException", l);
  };
}

// ---- The whole run ---------------------------------------------------------------------------------------

/** Longer than any fuzzing run: auto-pass's delayed passes, which would change a table by themselves. */
const NO_TIMER_MS = 1_800_000;

export async function fuzzServer(options: ServerFuzzOptions): Promise<ServerFuzzCounts> {
  const t0 = Date.now();
  let own: Server | null = null;
  let url = options.url;
  let limits: MatchmakingLimits | null = null;
  let rate = options.messagesPerSecond ?? DEFAULT_MESSAGES_PER_SECOND;
  if (!url) {
    // Behind a "trusted proxy", so that each client can say which address it comes from: the honest game
    // and the fuzzing clients don't share the per-address limits that the spam and guessing chains test.
    limits = { ...DEFAULT_MATCHMAKING_LIMITS, trustProxy: true };
    rate = options.messagesPerSecond ?? OWN_SERVER_RATE;
    // No table timer may change a table while a refused message is in flight, or the refusal would seem to
    // have changed it: the delayed passes of auto-pass are longer than any run (the clients answer their
    // prompts themselves), and a table with a reconnection window running is not compared (awaitingReturn).
    own = createServer({ messagesPerSecond: rate, matchmaking: limits, autoPassDelayMs: { min: NO_TIMER_MS, max: NO_TIMER_MS } });
    const port = await freePort();
    await own.listen(port, "127.0.0.1");
    url = `ws://127.0.0.1:${port}`;
  }
  const run = new Run(options, url, rate, limits);
  serverIsLocal = own !== null || matchMaker.state === matchMaker.MatchMakerState.READY;
  const unwatch = watchProcess(run);
  const heapBefore = await heapUsed(run);
  const tablesBefore = await run.tableCount();
  let spam: FuzzConnection[] = [];
  let fuzzingDone = false;
  let heapGrowthBytes: number | null = null;
  let serverUpAtEnd = false;
  try {
    const health = watchHealth(run, () => fuzzingDone);
    const honest = honestGames(run);
    const chains = await Promise.allSettled([
      new FuzzTable(run, 1, "game").play(),
      new FuzzTable(run, 2, "waiting").play(),
      floods(run, 3),
      lobby(run, 4),
      honestSpectator(run, 5),
      tableSpam(run, 6).then((kept) => void (spam = kept)),
      inviteGuessing(run, 7),
    ]);
    for (const [i, c] of chains.entries())
      if (c.status === "rejected")
        run.fail(
          "invariantViolations",
          `chain${i + 1}`,
          `chain ${i + 1} of the fuzzer stopped: ${c.reason instanceof Error ? (c.reason.stack ?? c.reason.message).split("\n").slice(0, 4).join(" | ") : String(c.reason)}`,
        );
    await honest;
    fuzzingDone = true;
    await health;
    if (!run.stopped && !(await run.healthy())) run.fail("throws", "down", `the server stopped answering /health after ${run.counts.inputs} messages`);
    await Promise.all(spam.map((c) => c.leave()));

    if (!run.stopped) {
      // Everyone left: every table must close (a dropped seat is held 5 s at the fuzzed tables).
      const closedBy = Date.now() + CLOSE_MS;
      let tables = await run.tableCount();
      while (tables !== tablesBefore && Date.now() < closedBy) {
        await pause(100);
        tables = await run.tableCount();
      }
      if (tables !== tablesBefore)
        run.fail("invariantViolations", "tablesLeft", `${tables} tables are open after everyone left (${tablesBefore} before the run)`);
      // The fuzzer's own large payloads (kept for reuse) are not the server's.
      payloadMemo.clear();
      const heapAfter = await heapUsed(run);
      if (heapBefore !== null && heapAfter !== null) {
        heapGrowthBytes = heapAfter - heapBefore;
        if (heapGrowthBytes > HEAP_GROWTH_BOUND)
          run.fail(
            "invariantViolations",
            "heap",
            `the heap grew by ${(heapGrowthBytes / 2 ** 20).toFixed(1)} MB over the run (bound ${HEAP_GROWTH_BOUND / 2 ** 20} MB), everything closed and collected`,
          );
      }
    }
    serverUpAtEnd = await run.healthy();
  } finally {
    unwatch();
    if (own) await own.gracefullyShutdown(false);
    serverIsLocal = false;
  }
  return {
    ...run.counts,
    durationMs: Date.now() - t0,
    outcomes: run.outcomes,
    honestGamesFinished: run.honestGamesFinished,
    floodsCutOff: run.floodsCutOff,
    tablesOpened: run.tablesOpened,
    heapGrowthBytes,
    serverUpAtEnd,
    stderrWrites: run.stderrWrites,
    stderrSample: run.stderrSample,
  };
}
