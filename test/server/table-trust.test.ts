// A table hostile clients can't hurt and nobody can hold hostage: everyone in the room is a player or a
// counted spectator, floods are told and disconnected, names can't lie about what they are, the idle rule,
// and per-address limits on creating and joining tables.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import type { IncomingMessage } from "node:http";
import { matchMaker } from "colyseus";
import { DEFAULT_MATCHMAKING_LIMITS, MatchmakingGuard } from "../../server/http/matchmaking-limits.ts";
import type { GameError } from "../../shared/errors.ts";
import { serverUrl, joinTable, openTable, startTestServer, type TableClient } from "../support/table-server.ts";

let server: ColyseusTestServer;
beforeAll(async () => {
  server = await startTestServer({ messagesPerSecond: 5, sitSeconds: 0.5 });
});
afterAll(async () => {
  await server.shutdown();
});

/** Resolves with the close code once the client's connection ends. */
function closed(client: TableClient): Promise<number> {
  return new Promise((resolve) => client.room.onLeave((code) => resolve(code)));
}

function errorMessages(client: TableClient): GameError[] {
  return client.errors;
}

describe("everyone at a table is a player or a counted spectator", () => {
  it("would-be players can't outnumber the free seats, so an invited friend always finds room", async () => {
    const ana = await openTable(server, { name: "Full", spectators: true }, "Ana");
    await ana.send("sit", { deck: { starter: "green-creatures" } });
    const ben = await joinTable(server, ana.state.code, "Ben");
    await expect(joinTable(server, ana.state.code, "Mallory")).rejects.toThrow(/every seat is taken or about to be: join as a spectator/);
    expect(await ben.send("sit", { deck: { starter: "black-removal" } })).toMatchObject({ seat: 1, seatToken: expect.any(String) });
    // A spectator is counted as one and takes no player's place.
    const watcher = await joinTable(server, ana.state.code, "Watcher", true);
    await ana.waitFor(() => ana.state.spectators === 1, `the spectator to be counted (${ana.state.spectators})`, 2000);
    await watcher.room.leave();
  });

  it("a client that joined to play and doesn't sit in time is told and removed, and its place is free again", async () => {
    const ana = await openTable(server, { name: "Sit or go", spectators: false }, "Ana");
    await ana.send("sit", { deck: { starter: "green-creatures" } });
    const idler = await joinTable(server, ana.state.code, "Idler");
    const code = await closed(idler);
    expect(code).toBe(4101);
    expect(errorMessages(idler).at(-1)).toMatchObject({ code: "NOT_SEATED", message: expect.stringMatching(/didn't sit down within/) });
    // The seat it held is free again.
    const ben = await joinTable(server, ana.state.code, "Ben");
    expect(await ben.send("sit", { deck: { starter: "black-removal" } })).toMatchObject({ seat: 1, seatToken: expect.any(String) });
  });
});

describe("floods", () => {
  it("a client that keeps sending far past the rate limit is told why and disconnected, not left with an unread socket", async () => {
    const ana = await openTable(server, { name: "Flood" }, "Ana");
    await ana.send("sit", { deck: { starter: "green-creatures" } });
    const ben = await joinTable(server, ana.state.code, "Ben");
    await ben.send("sit", { deck: { starter: "black-removal" } });
    const ended = closed(ana);
    for (let i = 0; i < 200; i++) ana.room.send("history", {});
    expect(await ended).toBe(4002);
    expect(errorMessages(ana).some((e) => e.code === "RATE_LIMITED" && /disconnected/.test(e.message))).toBe(true);
    // The table goes on for everyone else; the flooding player's seat is held for their return, shown as away.
    await ben.waitFor(() => !ben.state.players[0]!.connected, "Ana to be shown away");
    expect(ben.state.players[0]!.taken).toBe(true);
    expect(await ben.send("history", {})).toBeTruthy();
  });
});

describe("names", () => {
  it.each([
    ["control characters", "Ana\u0007"],
    ["a bidirectional override", "Ana\u202Enib"],
    ["an isolate", "\u2066Ana\u2069"],
    ["only invisible characters", "\u200B\u3164\u200B"],
    ["only spaces", "   "],
    ["too many characters", "A".repeat(33)],
  ])("a name with %s is refused with the reason", async (_what, name) => {
    await expect(openTable(server, { name: "Names" }, name)).rejects.toThrow(/name/);
  });

  it("a name is trimmed, its runs of whitespace made one space; chat drops direction controls", async () => {
    const ana = await openTable(server, { name: "  Ana's \t  table " }, "  Ana \u00A0  Lovelace ");
    expect(ana.state.host).toBe("Ana Lovelace");
    expect(ana.state.name).toBe("Ana's table");
    await ana.send("sit", { deck: { starter: "green-creatures" } });
    await ana.send("chat", { text: "gg \u202Ewp\u202C\u0000" });
    await ana.waitFor(() => ana.log.some((e) => e.kind === "chat"), "the chat line");
    expect(ana.log.find((e) => e.kind === "chat")).toMatchObject({ from: "Ana Lovelace", text: "gg wp" });
  });
});

describe("the idle rule", () => {
  const sandbox = {
    turn: 3,
    players: [
      { name: "Ana", hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: ["Plains", "Plains"] },
      { name: "Ben", battlefield: ["Grizzly Bears"], library: ["Plains", "Plains"] },
    ],
  };

  it("without a clock, a connected player who leaves the game waiting loses it after the idle time, warned first", async () => {
    const ana = await openTable(server, { name: "Idle", sandbox, idleMinutes: 0.02 }, "Ana");
    const ben = await joinTable(server, ana.state.code, "Ben");
    for (const c of [ana, ben]) await c.send("sit", { acceptSandbox: true });
    for (const c of [ana, ben]) await c.send("ready", { ready: true });
    await ana.waitForPrompt("priority");
    // Ana never answers.
    await ben.waitFor(() => ben.state.status === "finished", "the idle rule to end the game");
    const notices = ben.log.filter((e) => e.kind === "table").map((e) => e.text);
    const warned = notices.findIndex((t) => /Ana has not answered for .* they lose the game \(the table's idle rule\)/.test(t));
    const lost = notices.findIndex((t) => /Ana did not answer for .* and loses the game/.test(t));
    expect(warned).toBeGreaterThanOrEqual(0);
    expect(lost).toBeGreaterThan(warned);
    expect([...ben.state.winners]).toEqual([1]);
  });

  it("answering in time keeps the game going: the wait starts again at each decision", async () => {
    const ana = await openTable(server, { name: "Not idle", sandbox, idleMinutes: 0.05 }, "Ana");
    const ben = await joinTable(server, ana.state.code, "Ben");
    for (const c of [ana, ben]) await c.send("sit", { acceptSandbox: true });
    for (const c of [ana, ben]) await c.send("ready", { ready: true });
    const first = await ana.waitForPrompt("priority");
    await ana.send("answer", { promptId: first.id, answer: { kind: "pass" } });
    expect(ana.state.status).toBe("playing");
  });
});

describe("per-address limits on creating and joining tables", () => {
  let limited: ColyseusTestServer;
  beforeAll(async () => {
    limited = await startTestServer({ matchmaking: { tablesPerMinute: 3, openTablesPerAddress: 2, joinsPerMinute: 4 } });
  });
  afterAll(async () => {
    await limited.shutdown();
  });

  it("tables open at once and tables per minute are capped per address, with a clear refusal", async () => {
    const one = await openTable(limited, { name: "One" }, "Ana");
    await openTable(limited, { name: "Two" }, "Ana");
    await expect(openTable(limited, { name: "Three" }, "Ana")).rejects.toThrow(/at most 2 open tables from one address/);
    // Closing one gives its place back; the per-minute budget (3) still allows one more.
    const disposed = new Promise<void>((resolve) => matchMaker.getHandler("table").once("dispose", () => resolve()));
    await one.room.leave();
    await disposed;
    await openTable(limited, { name: "Three again" }, "Ana");
    await expect(openTable(limited, { name: "Four" }, "Ana")).rejects.toThrow(/at most 2 open tables|at most 3 new tables a minute/);
  });

  it("invite codes tried are capped per address, and forged forwarding headers don't reset the count", async () => {
    const base = serverUrl(limited).replace("ws://", "http://");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${base}/matchmake/joinById/ZZZZZ${i}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.0.0.${i}`, "x-real-ip": `10.0.1.${i}` },
        body: JSON.stringify({ player: { name: "Guesser" } }),
      });
      statuses.push(response.status);
      if (response.status === 429) expect(await response.text()).toMatch(/at most 4 joins a minute from one address/);
    }
    expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });
});

describe("the address limits count", () => {
  const request = (remoteAddress: string, headers: Record<string, string>): IncomingMessage =>
    ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

  it("is the socket's peer, whatever forwarding headers a client writes, unless a trusted proxy is in front", () => {
    const direct = new MatchmakingGuard({ ...DEFAULT_MATCHMAKING_LIMITS, trustProxy: false });
    expect(direct.addressOf(request("203.0.113.7", { "x-forwarded-for": "10.0.0.1", "x-real-ip": "10.0.0.2" }))).toBe("203.0.113.7");
    const proxied = new MatchmakingGuard({ ...DEFAULT_MATCHMAKING_LIMITS, trustProxy: true });
    expect(proxied.addressOf(request("127.0.0.1", { "x-real-ip": "198.51.100.4" }))).toBe("198.51.100.4");
    // A proxy appends the peer it saw: earlier hops are the client's own words.
    expect(proxied.addressOf(request("127.0.0.1", { "x-forwarded-for": "10.9.9.9, 198.51.100.5" }))).toBe("198.51.100.5");
    expect(proxied.addressOf(request("127.0.0.1", {}))).toBe("127.0.0.1");
  });
});
