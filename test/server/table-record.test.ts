// A table's record as the table writes it: every accepted input is in the database before its reply, a seat
// token claims its seat from any connection (a live one loses it, a held one stops holding it), a table that
// closes before its game leaves nothing, a client can't ask for a table to be restored, finished records expire.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ColyseusTestServer } from "@colyseus/testing";
import { Client as ColyseusClient } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Table } from "../../client-sdk/index.ts";
import type { GameState } from "../../server/engine/index.ts";
import { TableHistory } from "../../server/rooms/table-history.ts";
import { SqliteTableStore } from "../../server/storage/sqlite-table-store.ts";
import { TableOptionsSchema, type GameRecordResponse } from "../../shared/protocol.ts";
import { BOLT_DUEL, serverUrl, startTestServer } from "../support/table-server.ts";

const dir = mkdtempSync(join(tmpdir(), "mtg-table-record-"));
const database = join(dir, "tables.sqlite");
let server: ColyseusTestServer;
/** The same database, read as another process would. */
let reader: SqliteTableStore;

beforeAll(async () => {
  // An old finished record and a recent one, before the server starts: the old one expires as it starts.
  const before = new SqliteTableStore(database);
  const options = TableOptionsSchema.parse({ name: "Old" });
  for (const [code, finishedAt] of [
    ["OLDOLD", Date.now() - 3 * 86_400_000],
    ["RECENT", Date.now() - 3_600_000],
  ] as const) {
    before.open({ code, options, serverSeed: "", commitment: "", fixedSeed: null, createdAt: finishedAt }, []);
    before.write(code, { entries: [], status: "finished" }, finishedAt);
  }
  before.close();
  server = await startTestServer({ database, recordDays: 2, messagesPerSecond: 1000 });
  reader = new SqliteTableStore(database);
});
afterAll(async () => {
  await server.shutdown();
  reader.close();
  rmSync(dir, { recursive: true, force: true });
});

const RECONNECTION = { reconnection: { maxAttempts: 3, delayMs: 5, maxDelayMs: 20 } };

async function sandboxDuel(options: Record<string, unknown> = {}): Promise<[Table, Table]> {
  const client = connect(serverUrl(server), RECONNECTION);
  const ana = await client.createTable({ name: "Record", sandbox: BOLT_DUEL, ...options }, { name: "Ana" });
  const ben = await client.joinTable(ana.code, { name: "Ben", acceptSandbox: true });
  await ana.ready();
  await ben.ready();
  await ana.nextPrompt();
  return [ana, ben];
}

function failedOnce(table: Table): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => table.events.once("failed", resolve));
}

describe("a table's record", () => {
  it("finished records older than RECORD_DAYS are deleted as the server starts; newer ones stay", () => {
    expect(reader.read("OLDOLD")).toBeNull();
    expect(reader.read("RECENT")?.status).toBe("finished");
  });

  it("every input the game accepted is in the database before its reply: the game rebuilt from it is the same", async () => {
    const [ana, ben] = await sandboxDuel();
    await ana.cast("Lightning Bolt", { targets: ["Ben"] });
    await ben.nextPrompt();
    await ben.pass();
    await ben.waitFor((s) => s.players[1]!.life === 17);
    const stored = reader.read(ana.code)!;
    expect(stored.status).toBe("playing");
    expect(stored.seats.map((s) => s?.name)).toEqual(["Ana", "Ben"]);
    // The seat token itself is never stored, only its hash.
    expect(JSON.stringify(stored)).not.toContain(ana.seatToken!);
    const room = server.getRoomById(ana.code) as unknown as { state: { version: number }; game: GameState };
    expect(stored.entries.filter((e) => e.kind === "input")).toHaveLength(room.state.version);
    expect(stored.entries.filter((e) => e.kind === "start")).toHaveLength(1);
    const rebuilt = TableHistory.rebuild(stored.options, stored.entries) as TableHistory;
    expect(JSON.stringify(rebuilt.game)).toBe(JSON.stringify(room.game));
  });

  it("a seat token claims the seat from a live connection, which loses it; from another table it is refused", async () => {
    const [ana] = await sandboxDuel();
    const lost = failedOnce(ana);
    const other = await connect(serverUrl(server)).claimSeat(ana.code, ana.seatToken!, "Ana");
    expect(other.state.you).toBe(0);
    expect(other.seatToken).toBe(ana.seatToken);
    expect((await lost).reason).toContain("claimed from another connection");
    await other.pass();
    const [elsewhere] = await sandboxDuel();
    await expect(connect(serverUrl(server)).claimSeat(elsewhere.code, ana.seatToken!, "Ana")).rejects.toThrow(/belongs to no seat/);
  });

  it("a seat held for a dropped player is theirs again by the token, and the hold's end no longer makes them lose", async () => {
    const [ana, ben] = await sandboxDuel({ reconnectSeconds: 1 });
    ana.room.reconnection.enabled = false;
    const room = server.getRoomById(ana.code);
    const dropped = failedOnce(ana);
    (room.clients.find((c) => c.sessionId === ana.room.sessionId)!.ref as unknown as { terminate(): void }).terminate();
    await dropped;
    await ben.waitFor((s) => !s.players[0]!.connected);
    const back = await connect(serverUrl(server)).claimSeat(ana.code, ana.seatToken!, "Ana");
    await ben.waitFor((s) => s.players[0]!.connected);
    // Past the one-second hold, the game goes on: nobody conceded for Ana.
    await new Promise((r) => setTimeout(r, 1500));
    expect(ben.state.status).toBe("playing");
    expect(back.state.players[0]!.status).toBe("playing");
    await back.pass();
  });

  it("a table that closes before its game began leaves no record; a finished game's stays, served to its players", async () => {
    const client = connect(serverUrl(server));
    const lone = await client.createTable({ name: "Lone" }, { name: "Ana", deck: { starter: "red-burn-goblins" } });
    expect(reader.read(lone.code)?.status).toBe("waiting");
    const code = lone.code;
    await lone.leave();
    await expect.poll(() => reader.read(code)).toBeNull();

    const [ana, ben] = await sandboxDuel();
    await ana.concede();
    await ben.waitFor((s) => s.status === "finished");
    const response = await fetch(`${serverUrl(server).replace(/^ws/, "http")}/api/games/${ana.code}?token=${ben.seatToken}&download=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`attachment; filename=game-${ana.code}.json`);
    const body = (await response.json()) as GameRecordResponse;
    // A sandbox game has no shuffled deal to check; its log is there as Ben saw it.
    expect(body.record).toBeNull();
    expect(body.seat).toBe(1);
    expect(body.log.some((e) => e.kind === "event" && e.event.type === "playerLeft")).toBe(true);
    expect(reader.read(ana.code)?.status).toBe("finished");
  });

  it("a client can't have a table restored: the option is refused", async () => {
    const raw = new ColyseusClient(serverUrl(server));
    await expect(raw.create("table", { restore: "RECENT", table: { name: "Sneaky" }, player: { name: "Mallory" } })).rejects.toThrow(/restore/);
  });
});
