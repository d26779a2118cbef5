// The SDK and the server check each other's protocol version: the server refuses a client that states
// another one (tables and the lobby), and the SDK refuses a table that states another one (a server too
// old, or too new, to check). Both say which versions differ and what to do.

import { describe, expect, it } from "vitest";
import { Client as ColyseusClient } from "@colyseus/sdk";
import { matchMaker } from "colyseus";
import { connect, TableError, type TableServer } from "../../client-sdk/index.ts";
import type { VersionedClient } from "../../client-sdk/protocol.ts";
import { PROTOCOL_MISMATCH_STATUS, PROTOCOL_VERSION, protocolMismatch, ROOM, type CreateTableRequest } from "../../shared/protocol.ts";
import type { TableState } from "../../shared/schema.ts";
import { sdkServer } from "../support/sdk-server.ts";

const sdk = sdkServer();
const NEXT = PROTOCOL_VERSION + 1;
const deck = { starter: "red-burn-goblins" };

/** The raw Colyseus client on the SDK's server, which states whatever version a test gives it, or none. */
function raw(): ColyseusClient {
  return new ColyseusClient(sdk.client.url);
}

/** What a promise rejects with. */
async function failure(p: Promise<unknown>): Promise<{ code?: unknown; message: string }> {
  try {
    await p;
  } catch (e) {
    return e as { code?: unknown; message: string };
  }
  throw new Error("it was accepted");
}

/** Resolves once `check` holds, polled (the server notices a leave a moment after the client sent it). */
async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** An SDK whose requests state another protocol than its own: an SDK of the next version, as far as the server sees. */
function nextVersionSdk(): TableServer {
  const server = connect(sdk.client.url);
  (server.colyseus as VersionedClient).statedProtocol = NEXT;
  return server;
}

describe("the server checks the client's protocol version", () => {
  it("a table states the server's version, and the SDK states its own in every create and join", async () => {
    const ana = await sdk.client.createTable({ name: "Versions" }, { name: "Ana", deck });
    expect((ana.room.state as TableState).protocol).toBe(PROTOCOL_VERSION);
    const ben = await sdk.client.joinTable(ana.code, { name: "Ben", deck });
    expect(ben.state.players.map((p) => p.name)).toEqual(["Ana", "Ben"]);
    await ana.leave();
    await ben.leave();
  });

  it("creating, joining or watching a table with another version is refused, naming both versions; the table is untouched", async () => {
    const request = (protocol: unknown): CreateTableRequest => ({ table: { name: "Newer" }, player: { name: "Zed" }, protocol }) as CreateTableRequest;
    const created = await failure(raw().create(ROOM.table, request(NEXT)));
    expect(created.code).toBe(PROTOCOL_MISMATCH_STATUS);
    expect(created.message).toBe(protocolMismatch(PROTOCOL_VERSION, NEXT));
    expect(created.message).toContain(`protocol ${PROTOCOL_VERSION} and this client protocol ${NEXT}`);
    // No empty table is left behind, listed in the lobby.
    expect((await matchMaker.query({ name: ROOM.table })).filter((r) => r.metadata?.name === "Newer")).toEqual([]);

    const host = await sdk.client.createTable({ name: "Guarded" }, { name: "Ana", deck });
    for (const spectate of [false, true]) {
      const joined = await failure(raw().joinById(host.code, { player: { name: "Zed", spectate }, protocol: NEXT }));
      expect(joined).toMatchObject({ code: PROTOCOL_MISMATCH_STATUS, message: protocolMismatch(PROTOCOL_VERSION, NEXT) });
    }
    // Not a version at all: refused the same way, with what the server speaks.
    const garbled = await failure(raw().joinById(host.code, { player: { name: "Zed" }, protocol: "latest" }));
    expect(garbled).toMatchObject({ code: PROTOCOL_MISMATCH_STATUS, message: expect.stringContaining(`speaks protocol ${PROTOCOL_VERSION}`) });
    expect(host.state.spectators).toBe(0);
    expect(host.state.players[1]!.taken).toBe(false);
    await host.leave();
  });

  it("a client that states no version predates the check and speaks protocol 1: it plays while the server does", async () => {
    const room = await raw().create(ROOM.table, { table: { name: "Old client" }, player: { name: "Old" } } satisfies CreateTableRequest);
    expect(room.roomId).toMatch(/\w+/);
    await room.leave();
    const lobby = await raw().joinOrCreate(ROOM.lobby);
    lobby.onMessage("rooms", () => undefined);
    await lobby.leave();
  });

  it("the lobby refuses another version too", async () => {
    const lobby = await failure(raw().joinOrCreate(ROOM.lobby, { protocol: NEXT }));
    expect(lobby).toMatchObject({ code: PROTOCOL_MISMATCH_STATUS, message: protocolMismatch(PROTOCOL_VERSION, NEXT) });
  });

  it("the SDK turns the server's refusal into a TableError PROTOCOL_MISMATCH", async () => {
    const newer = nextVersionSdk();
    for (const attempt of [() => newer.createTable({ name: "Newer" }, { name: "Zed", deck }), () => newer.lobby()]) {
      const e = await failure(attempt());
      expect(e).toBeInstanceOf(TableError);
      expect(e).toMatchObject({ code: "PROTOCOL_MISMATCH", message: protocolMismatch(PROTOCOL_VERSION, NEXT) });
    }
  });
});

describe("the SDK checks the server's protocol version", () => {
  it("a table that states another version (a server that doesn't check) is left at once, with a TableError PROTOCOL_MISMATCH", async () => {
    const host = await sdk.client.createTable({ name: "Other server" }, { name: "Ana", deck });
    // The server's answer, faked: its table states the next version while it accepts this SDK's.
    const room = sdk.server.getRoomById(host.code);
    (room.state as TableState).protocol = NEXT;
    const e = await failure(sdk.client.joinTable(host.code, { name: "Ben", deck }));
    expect(e).toBeInstanceOf(TableError);
    expect(e).toMatchObject({ code: "PROTOCOL_MISMATCH", message: protocolMismatch(NEXT, PROTOCOL_VERSION) });
    expect(e.message).toContain("reload the page, or update the client");
    await eventually(() => room.clients.length === 1, "the SDK to leave the table");
    expect(host.state.players[1]!.taken).toBe(false);

    // A table that states none is a server from before the field: protocol 1, this SDK's.
    (room.state as TableState).protocol = 0;
    const ben = await sdk.client.joinTable(host.code, { name: "Ben", deck });
    expect(ben.state.players[1]!.name).toBe("Ben");
    await ben.leave();
    await host.leave();
  });

  it("the message says what to do either way: an older client reloads or updates, a newer one uses the server's page", () => {
    expect(protocolMismatch(2, 1)).toBe("the table server speaks protocol 2 and this client protocol 1: reload the page, or update the client");
    expect(protocolMismatch(1, 2)).toBe(
      "the table server speaks protocol 1 and this client protocol 2: this client is newer than the server: use the server's own page, or a client of protocol 1",
    );
  });
});
