// Payloads no client of the protocol sends, at every door: each message type of a table (and one it doesn't
// know), on both paths (room.send and room.request), and the lobby's "filter". Non-JSON values (BigInts,
// typed arrays, Maps, Sets, Dates, NaN), msgpack extension types and cycles, oversized and deeply nested
// values. Each is refused with a typed GameError (a rejected request, an "error" message for a plain send) or
// costs the sender its connection; nothing reaches Colyseus's handler of uncaught exceptions (which would
// close every table on the process); and afterwards /health answers, the other clients at that table and at
// another one are still connected, and the table is exactly as it was.

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { unpack } from "msgpackr";
import { configureLogging } from "../../server/logging.ts";
import { TableRoom } from "../../server/rooms/table-room.ts";
import {
  catchUncaught,
  firstDifference,
  FuzzConnection,
  fieldOf,
  hostilePayloads,
  messageFrame,
  msgpack,
  tableSnapshot,
  type HostilePayload,
  type Outcome,
  type Path,
  type Payload,
} from "../../server/sim/server-fuzz.ts";
import { CLIENT_MESSAGES, ROOM } from "../../shared/protocol.ts";
import { connected, healthStatus, joinTable, openTable, startTestServer, type TableClient } from "../support/table-server.ts";

// Installed before any table exists: Colyseus binds each room's handler when the room is created.
const uncaught = vi.spyOn(TableRoom.prototype, "onUncaughtException");
/** Exceptions that escaped everything, Colyseus's room guards included (set aside from its shutdown handler). */
const escaped: Error[] = [];
let release: () => void;

let server: ColyseusTestServer;
/** Ana sends; Ben plays at her table, Cid watches it; Dee sits at another table. */
let ana: TableClient;
let anaWire: FuzzConnection;
let ben: TableClient;
let cid: TableClient;
let dee: TableClient;
let code: string;

beforeAll(async () => {
  release = catchUncaught((e) => void escaped.push(e));
  // Colyseus prints a stack trace for every frame it can't decode: hundreds here. What matters is watched above.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // No rate limit to speak of: every payload must reach the checks, not bounce off RATE_LIMITED.
  server = await startTestServer({ messagesPerSecond: 1e6 });
  ana = await openTable(server, { name: "Victim" }, "Ana");
  code = ana.state.code;
  ben = await joinTable(server, code, "Ben");
  await ana.send("sit", { deck: { starter: "red-burn-goblins" } });
  await ben.send("sit", { deck: { starter: "green-creatures" } });
  cid = await joinTable(server, code, "Cid", true);
  for (const c of [ana, ben]) await c.send("ready", { ready: true });
  await ana.waitFor(() => ana.state.status === "playing", "the game to start");
  dee = await openTable(server, { name: "Bystander" }, "Dee");
  anaWire = new FuzzConnection(ana.room);
}, 30_000);

afterAll(async () => {
  await server.shutdown();
  release();
});

const TABLE_TYPES = Object.keys(CLIENT_MESSAGES);
/** The cases, named with the field each type hides them in written as ".field". */
const CASES = hostilePayloads("field");

function payloadOf(c: HostilePayload): Payload {
  return c.value ? { value: c.value.v } : { bytes: c.bytes };
}

function kindOf(o: Outcome): string {
  return o.kind === "refused" ? `refused:${o.error.code}` : o.kind;
}

/** What may become of a case at a table: refused as the table refuses it, or Colyseus's handling of a frame it can't read. */
function allowed(c: HostilePayload, type: string, path: Path): string[] {
  const refusal = type in CLIENT_MESSAGES ? `refused:${c.code}` : "refused:UNKNOWN_MESSAGE";
  // A frame Colyseus can't decode: a plain send costs the connection, a request is answered with an error.
  const unreadable = path === "send" ? "dropped" : "faulted";
  return { value: [refusal], undecodable: [unreadable], deep: [refusal, unreadable], oversized: ["dropped"] }[c.fate];
}

function describeCall(args: unknown[]): string {
  const [error, method] = args as [Error, string];
  return `${method}: ${error.message}`;
}

/** Ana's connection closed: she takes her seat back (it is held for her), and the table is as it was. */
async function reconnectAna(): Promise<void> {
  const room = await server.sdk.reconnect(ana.room.reconnectionToken);
  ana = await connected(room);
  anaWire = new FuzzConnection(room);
  await anaWire.ping();
}

/**
 * Ana sends `type` with `payload` on `path`; resolves with what became of it, once the checks that follow any
 * hostile message passed: nothing escaped, the server answers, the others are connected, the table unchanged.
 */
async function probe(type: string | number, path: Path, payload: Payload, what: string): Promise<Outcome> {
  const before = tableSnapshot(code)!;
  const calls = uncaught.mock.calls.length;
  const outcome = await anaWire.send(path, type, payload);
  if (outcome.kind === "dropped") await reconnectAna();
  expect(
    escaped.map((e) => e.stack),
    what,
  ).toEqual([]);
  expect(uncaught.mock.calls.slice(calls).map(describeCall), what).toEqual([]);
  expect(await healthStatus(server), what).toBe(200);
  for (const c of [ben, cid, dee])
    expect(c.room.connection.isOpen, `${what}: ${c === dee ? "Dee, at another table," : c === ben ? "Ben" : "Cid"} was disconnected`).toBe(true);
  const after = tableSnapshot(code)!;
  expect(after === before, `${what}: the table changed ${firstDifference(before, after)}`).toBe(true);
  return outcome;
}

describe("the test's own checks can fail", () => {
  it("the payloads are what Colyseus's decoder makes of them", () => {
    const decoded = (name: string): unknown => unpack(CASES.find((c) => c.name === name)!.bytes);
    expect(typeof decoded("a 64-bit integer (2n ** 62n)")).toBe("bigint");
    expect(typeof (decoded("a 64-bit integer (2n ** 62n) in .field") as { field: unknown }).field).toBe("bigint");
    expect(decoded("a BigInt64Array")).toBeInstanceOf(BigInt64Array);
    expect(decoded("a Float64Array")).toBeInstanceOf(Float64Array);
    expect(decoded("a Set")).toBeInstanceOf(Set);
    expect(decoded("a Date")).toBeInstanceOf(Date);
    expect(decoded("an Error (extension 0x65)")).toBeInstanceOf(TypeError);
    const cycle = decoded("an array that holds itself (extensions 0x69, 0x70)") as unknown[];
    expect(cycle[0]).toBe(cycle);
    expect(() => unpack(CASES.find((c) => c.name === "an unknown extension type (5)")!.bytes)).toThrow();
  });

  it("the table's snapshot sees a change anywhere in its state, even a field only its player sees", () => {
    const room = server.getRoomById(code) as unknown as { state: { players: { settings: string }[] } };
    const before = tableSnapshot(code)!;
    const seat = room.state.players[0]!;
    const settings = seat.settings;
    seat.settings = `${settings} `;
    expect(tableSnapshot(code)).not.toBe(before);
    seat.settings = settings;
    expect(tableSnapshot(code)).toBe(before);
  });

  it("a handler that throws reaches the room's onUncaughtException, which the checks watch", async () => {
    const room = server.getRoomById(code);
    const unbind = room.onMessage("boom", () => {
      throw new Error("boom");
    }) as unknown as () => void;
    const calls = uncaught.mock.calls.length;
    await anaWire.send("send", "boom", { value: {} });
    unbind();
    expect(uncaught.mock.calls.slice(calls).map(describeCall)).toEqual(["onMessage: boom"]);
  });
});

describe.each(CASES.map((c, i) => [c.name, i] as const))("%s", (_name, i) => {
  it("at every message type of a table, sent and requested: refused or disconnected; nothing escapes, nothing changes", async () => {
    for (const type of TABLE_TYPES) {
      const c = hostilePayloads(fieldOf(type))[i]!;
      for (const path of ["send", "request"] as const) {
        const what = `"${type}" via ${path}: ${c.name}`;
        const outcome = await probe(type, path, payloadOf(c), what);
        expect(allowed(c, type, path), `${what} became ${JSON.stringify(outcome)}`).toContain(kindOf(outcome));
      }
    }
  }, 60_000);

  it("as a message type the table doesn't know, sent: refused with UNKNOWN_MESSAGE (or disconnected if unreadable)", async () => {
    const c = hostilePayloads("value")[i]!;
    const what = `"nonsense" via send: ${c.name}`;
    const outcome = await probe("nonsense", "send", payloadOf(c), what);
    expect(allowed(c, "nonsense", "send"), `${what} became ${JSON.stringify(outcome)}`).toContain(kindOf(outcome));
  }, 30_000);
});

describe("message types a table doesn't know", () => {
  it("a request of an unknown type is answered with an error, and the connection and the table stay as they were", async () => {
    // Colyseus answers requests of a type with no handler itself (its request path never consults "*"):
    // an error reply naming the missing handler, not a GameError. A plain send gets UNKNOWN_MESSAGE.
    const outcome = await probe("nonsense", "request", { value: { text: "hi" } }, `"nonsense" via request`);
    expect(outcome).toMatchObject({ kind: "faulted", name: "no_handler" });
  });

  it.each(["send", "request"] as const)('the type "*" (the name of Colyseus\'s catch-all handler), via %s, is refused with UNKNOWN_MESSAGE', async (path) => {
    // `toString` that isn't a function: String(payload) throws, should anything try it.
    const outcome = await probe("*", path, { value: { toString: 1 } }, `"*" via ${path}`);
    expect(outcome).toMatchObject({ kind: "refused", error: { code: "UNKNOWN_MESSAGE" } });
  });

  it("numeric types and a 5,000-character type are refused with UNKNOWN_MESSAGE", async () => {
    for (const type of [0, 13, -1, 2 ** 31, 1.5, "x".repeat(5000)]) {
      const outcome = await probe(type, "send", { bytes: msgpack({}) }, `type ${String(type).slice(0, 20)} via send`);
      expect(outcome, String(type).slice(0, 20)).toMatchObject({ kind: "refused", error: { code: "UNKNOWN_MESSAGE" } });
    }
  });
});

/** What the server logged at error level while `act` ran (logs go to stdout as JSON lines). */
async function errorLogsDuring(act: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  configureLogging("error");
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => lines.push(String(chunk)) > 0);
  try {
    await act();
  } finally {
    write.mockRestore();
    configureLogging();
  }
  return lines.filter((line) => line.includes('"level":"error"'));
}

describe("joins and tables the server refuses", () => {
  const calls = (): string[] => uncaught.mock.calls.map(describeCall);

  it("a refused join (a name with control characters, a full table) runs no leave or drop hook that throws", async () => {
    const hal = await openTable(server, { name: "Full", spectators: false }, "Hal");
    const gus = await joinTable(server, hal.state.code, "Gus");
    const before = calls().length;
    await expect(joinTable(server, hal.state.code, "Eve\u0000")).rejects.toThrow(/control characters/);
    await expect(joinTable(server, hal.state.code, "Mallory")).rejects.toThrow(/every seat is taken/);
    expect(
      calls()
        .slice(before)
        .filter((c) => /^on(Drop|Leave)/.test(c)),
    ).toEqual([]);
    expect(await healthStatus(server)).toBe(200);
    await Promise.all([hal.room.leave(), gus.room.leave()]);
  });

  it("a refused join is a refusal: nothing is logged at error level (as an uncaught exception would be)", async () => {
    // Colyseus hands a join's refusal to onUncaughtException too; what counts is what the server makes of it.
    const logged = await errorLogsDuring(async () => {
      await expect(joinTable(server, code, "\u202Eevil")).rejects.toThrow(/text-direction/);
    });
    expect(logged).toEqual([]);
  });

  it("a sandbox whose zones aren't lists is refused as an invalid setup; nothing is logged at error level", async () => {
    const logged = await errorLogsDuring(async () => {
      const table = {
        name: "Odd",
        sandbox: {
          players: [
            { name: "A", hand: 65_535 },
            { name: "B", battlefield: { Mountain: 1 } },
          ],
        },
      };
      await expect(server.sdk.create(ROOM.table, { table, player: { name: "Ana" } })).rejects.toThrow(/invalid sandbox setup/);
    });
    expect(logged).toEqual([]);
  });
});

describe("the lobby's one message, \"filter\", and types it doesn't know", () => {
  let lobby: FuzzConnection;
  let watcher: FuzzConnection;

  beforeAll(async () => {
    lobby = new FuzzConnection(await server.sdk.joinOrCreate(ROOM.lobby));
    watcher = new FuzzConnection(await server.sdk.joinOrCreate(ROOM.lobby));
  });

  /** Sends to the lobby; whatever the lobby makes of it, nothing escapes and everyone else stays connected. */
  async function lobbyProbe(type: string, path: Path, payload: Payload, what: string): Promise<Outcome> {
    const outcome = lobby.open ? await lobby.send(path, type, payload, 3000) : ({ kind: "dropped", code: 0 } as const);
    expect(
      escaped.map((e) => e.stack),
      what,
    ).toEqual([]);
    if (!lobby.open) lobby = new FuzzConnection(await server.sdk.joinOrCreate(ROOM.lobby));
    expect(outcome.kind, `${what}: no answer`).not.toBe("silent");
    expect(await healthStatus(server), what).toBe(200);
    expect(watcher.open, `${what}: another lobby client was disconnected`).toBe(true);
    for (const c of [ana, ben, cid, dee]) expect(c.room.connection.isOpen, `${what}: a table's client was disconnected`).toBe(true);
    return outcome;
  }

  it.each(CASES.map((c, i) => [c.name, i] as const))(
    "%s",
    async (_name, i) => {
      const c = hostilePayloads("metadata")[i]!;
      for (const type of ["filter", "nonsense"])
        for (const path of ["send", "request"] as const) await lobbyProbe(type, path, payloadOf(c), `lobby "${type}" via ${path}: ${c.name}`);
    },
    30_000,
  );

  it("an unknown type with a long name doesn't take the server down", async () => {
    // Colyseus closes the socket with the type in the close reason; a reason has at most 123 bytes.
    const type = `no-such-message-${"x".repeat(150)}`;
    expect(messageFrame("send", type, undefined).length).toBeGreaterThan(123);
    await lobbyProbe(type, "send", { bytes: msgpack({}) }, "lobby, a 166-character unknown type via send");
  }, 30_000);
});
