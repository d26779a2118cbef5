// Two table server processes behind one real redis-server share one lobby: a table opened through one is listed by
// the other and joined through it (the seat reservation sends the client to the process holding the table, by its
// PUBLIC_ADDRESS), and a game is played with a seat reached through each. A process that stops takes only its own
// tables down, and they come back from its records when it restarts — after a SIGTERM and after a kill -9, whose
// stale entries in Redis must not keep them out. A Redis that does not answer stops a server at start-up with a
// clear message.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Lobby, type Table, type TableServer } from "../../client-sdk/index.ts";
import { freePort } from "../../scripts/free-port.ts";
import { inviteCodeIsFree, randomInviteCode } from "../../server/rooms/invite-code.ts";
import { healthOf, launchServerProcess, startRedis, startServerProcess, stopAll, type TestProcess } from "../support/processes.ts";
import { BOLT_DUEL, startTestServer } from "../support/table-server.ts";

interface Health {
  readonly presence: string;
  readonly tables: { readonly process: number; readonly cluster: number };
  readonly clients: { readonly process: number; readonly cluster: number };
}

let redisUrl: string;
let a: TestProcess;
let b: TestProcess;
/** A's own database folder: each process has its own. */
const dataOfA = mkdtempSync(join(tmpdir(), "mtg-table-scale-"));
const envOfA = (port: number) => ({ REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}`, DATA_DIR: dataOfA });
beforeAll(async () => {
  redisUrl = (await startRedis()).url;
  const env = (port: number) => ({ REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}` });
  [a, b] = await Promise.all([startServerProcess("server A", envOfA), startServerProcess("server B", env)]);
}, 60_000);
afterAll(async () => {
  await stopAll();
  rmSync(dataOfA, { recursive: true, force: true });
});

const through = (server: TestProcess): TableServer =>
  connect(`ws://127.0.0.1:${server.port}`, { reconnection: { maxAttempts: 80, delayMs: 50, maxDelayMs: 250 } });

function reconnected(table: Table): Promise<void> {
  return new Promise((resolve) => table.events.once("reconnected", () => resolve()));
}

/** The port of the process a table's or a lobby's WebSocket reached. */
function portOf(joined: Table | Lobby): number {
  return Number(new URL(joined.room.connection.url ?? "").port);
}

/** Resolves once the lobby's list passes `check` (now or at a later change). */
function listed(lobby: Lobby, check: (codes: readonly string[]) => boolean): Promise<void> {
  const codes = (): string[] => lobby.tables.map((t) => t.code);
  if (check(codes())) return Promise.resolve();
  return new Promise((resolve) => lobby.events.on("change", () => check(codes()) && resolve()));
}

/** Ana (first seat) bolts Ben (second seat); Ben, who could answer with Shock, passes; Ben is at 17. */
async function boltBen(ana: Table, ben: Table): Promise<void> {
  await ana.cast("Lightning Bolt");
  await ana.chooseTargets("Ben");
  await ana.pay();
  await ben.nextPrompt();
  await ben.pass();
  await ben.waitFor((s) => s.players[1]!.life === 17);
}

/** A sandbox duel opened through one process and joined through another, both players ready. */
async function duel(host: TableServer, guest: TableServer, name: string): Promise<[Table, Table]> {
  const ana = await host.createTable({ name, sandbox: BOLT_DUEL }, { name: "Ana" });
  const ben = await guest.joinTable(ana.code, { name: "Ben", acceptSandbox: true });
  await ana.ready();
  await ben.ready();
  await ana.nextPrompt();
  return [ana, ben];
}

describe("several processes behind Redis", () => {
  it("share one lobby and play across; a stopped process takes only its own tables down", async () => {
    expect(await healthOf<Health>(a)).toMatchObject({ presence: "redis", tables: { process: 0, cluster: 0 } });
    const viaA = through(a);
    const viaB = through(b);
    // Each process serves its own lobby: B's is not the one A opened first.
    const lobbyOfA = await viaA.lobby();
    const lobby = await viaB.lobby();
    expect([portOf(lobbyOfA), portOf(lobby)]).toEqual([a.port, b.port]);

    // Opened through A, it lives on A; B's lobby lists it and B's matchmaker seats Ben there.
    const [ana, ben] = await duel(viaA, viaB, "Across");
    await listed(lobby, (codes) => codes.includes(ana.code));
    expect([portOf(ana), portOf(ben)]).toEqual([a.port, a.port]);
    await boltBen(ana, ben);

    // And the other way round: opened through B, joined through A.
    const [cat, dan] = await duel(viaB, viaA, "Stays");
    expect([portOf(cat), portOf(dan)]).toEqual([b.port, b.port]);
    expect(cat.code).not.toBe(ana.code);
    for (const each of [lobbyOfA, lobby]) await listed(each, (codes) => codes.includes(ana.code) && codes.includes(cat.code));
    // Each counts its own tables and clients (Ana, Ben and a lobby's on A; Cat, Dan and a lobby's on B) and the cluster's.
    expect(await healthOf<Health>(a)).toMatchObject({ presence: "redis", tables: { process: 1, cluster: 2 }, clients: { process: 3, cluster: 6 } });
    expect(await healthOf<Health>(b)).toMatchObject({ presence: "redis", tables: { process: 1, cluster: 2 }, clients: { process: 3, cluster: 6 } });

    const closing = new Promise((resolve) => ben.events.once("closing", resolve));
    expect(await a.stop("SIGTERM")).toBe(0);
    await closing;
    await listed(lobby, (codes) => !codes.includes(ana.code) && codes.includes(cat.code));
    // Dan came through A, but his table and his connection are B's: the game goes on.
    await boltBen(cat, dan);
    expect(await healthOf<Health>(b)).toMatchObject({ tables: { process: 1, cluster: 1 }, clients: { process: 3, cluster: 3 } });

    // A restarts on its records: its table is back under its code, listed by B's lobby, and its players come back.
    let back = [ana, ben].map(reconnected);
    a = await startServerProcess("server A again", envOfA, a.port);
    await Promise.all(back);
    await listed(lobby, (codes) => codes.includes(ana.code) && codes.includes(cat.code));
    expect([portOf(ana), portOf(ben)]).toEqual([a.port, a.port]);
    expect(ben.state.players[1]!.life).toBe(17);

    // Killed outright, A leaves its tables' entries in Redis behind; restarted, it still gets its table back.
    back = [ana, ben].map(reconnected);
    expect(await a.stop("SIGKILL")).toBe("SIGKILL");
    a = await startServerProcess("server A once more", envOfA, a.port);
    await Promise.all(back);
    await ben.waitFor((s) => s.players[0]!.connected);
    expect(ana.state.players.map((p) => p.life)).toEqual([20, 17]);
    expect(await healthOf<Health>(a)).toMatchObject({ tables: { process: 1, cluster: 2 } });
    await Promise.all([ana.leave(), ben.leave(), cat.leave(), dan.leave(), lobby.leave()]);
  }, 90_000);

  it("a new table's invite code is checked against every process's tables", async () => {
    const table = await through(b).createTable({ name: "Taken", sandbox: BOLT_DUEL }, { name: "Eve" });
    // This test's own process joins the cluster as a third server: its matchmaker sees the table B holds.
    const here = await startTestServer({ redisUrl });
    try {
      expect(await inviteCodeIsFree(table.code)).toBe(false);
      const unused = randomInviteCode();
      expect(await inviteCodeIsFree(unused)).toBe(unused !== table.code);
    } finally {
      await here.shutdown();
      await table.leave();
    }
  }, 30_000);

  it("a Redis that does not answer stops the server at start-up with a message that says so", async () => {
    const nobody = await freePort();
    const server = await launchServerProcess("server C", (port) => ({ REDIS_URL: `redis://127.0.0.1:${nobody}/0`, PUBLIC_ADDRESS: `127.0.0.1:${port}` }));
    expect(await server.exited).toBe(1);
    expect(server.output).toContain(`cannot reach Redis at REDIS_URL redis://127.0.0.1:${nobody}/0: connect ECONNREFUSED`);
  }, 20_000);

  it("REDIS_URL without PUBLIC_ADDRESS stops the server: another process's tables could not be reached", async () => {
    const server = await launchServerProcess("server D", () => ({ REDIS_URL: redisUrl }));
    expect(await server.exited).toBe(1);
    expect(server.output).toContain("PUBLIC_ADDRESS is required with REDIS_URL");
  }, 20_000);
});
