// Every error path of the SDK surfaces as a TableError with a stable code; a dropped connection comes
// back by itself mid-prompt — in Node too, after attempts that found the server unreachable — or ends in
// `failed` once the attempts run out; a stored token brings a reloaded page back to its seat.

import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { connect, TableError, type Table, type TableServer } from "../../client-sdk/index.ts";
import { BOLT_DUEL, SHORT_LIBRARY, serverUrl, startTestServer } from "../support/table-server.ts";

let server: ColyseusTestServer;
let client: TableServer;
beforeAll(async () => {
  server = await startTestServer();
  client = connect(serverUrl(server));
});
afterAll(async () => {
  await server.shutdown();
});

const library = SHORT_LIBRARY;
const duel = BOLT_DUEL;

async function started(options: Record<string, unknown> = {}): Promise<[Table, Table]> {
  const ana = await client.createTable({ name: "Errors", sandbox: duel, ...options }, { name: "Ana" });
  const ben = await client.joinTable(ana.code, { name: "Ben", acceptSandbox: true });
  await ana.ready();
  await ben.ready();
  await ana.nextPrompt();
  return [ana, ben];
}

/** Drops a table's connection the way a network does: the server's side of the socket goes away without a close frame. */
function dropConnection(on: ColyseusTestServer, table: Table): void {
  const room = on.getRoomById(table.code);
  (room.clients.find((c) => c.sessionId === table.room.sessionId)!.ref as unknown as { terminate(): void }).terminate();
}

/** A server of its own, for a test that takes it offline, with Ana and Ben seated (Ben stays connected throughout). */
async function outage(
  maxAttempts: number,
  reconnectSeconds = 120,
): Promise<{ own: ColyseusTestServer; ana: Table; ben: Table; offline(): void; online(): void }> {
  const own = await startTestServer();
  const fast = connect(serverUrl(own), { reconnection: { maxAttempts, delayMs: 5, maxDelayMs: 40 } });
  const ana = await fast.createTable({ name: "Outage", reconnectSeconds }, { name: "Ana", deck: { starter: "red-burn-goblins" } });
  const ben = await fast.joinTable(ana.code, { name: "Ben", deck: { starter: "green-creatures" } });
  const http = own.server.transport.server!;
  const port = (http.address() as AddressInfo).port;
  // Closing the listening socket refuses every new connection at once (the open ones stay); listening
  // again on the same port takes them again. listen() binds before it returns.
  return { own, ana, ben, offline: () => void http.close(), online: () => void http.listen(port) };
}

/** The TableError a promise rejects with. */
async function refusal(p: Promise<unknown>): Promise<TableError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(TableError);
    return e as TableError;
  }
  throw new Error("it was accepted");
}

describe("every error is a TableError", () => {
  it("joining: an unknown code, bad table options, a decklist with problems (every line, and no half-taken seat)", async () => {
    expect((await refusal(client.joinTable("ZZZZZZ", { name: "Ana", deck: { starter: "black-removal" } }))).code).toBe("JOIN_FAILED");
    const options = await refusal(client.createTable({ name: "Bad", seats: 7 }, { name: "Ana", deck: { starter: "black-removal" } }));
    expect(options.code).toBe("JOIN_FAILED");
    expect(options.message).toContain("seats");
    const host = await client.createTable({ name: "Decks" }, { name: "Ana", deck: { starter: "black-removal" } });
    const deck = await refusal(client.joinTable(host.code, { name: "Ben", deck: { list: "4 Lightning Blot\n20 Mountain\nfour Shock" } }));
    expect(deck.code).toBe("INVALID_DECK");
    expect(deck.problems).toHaveLength(2);
    expect(deck.problems[0]).toBe('line 1: unknown card "Lightning Blot": did you mean "Lightning Blow" or "Lightning Bolt"?');
    await host.waitFor((s) => s.players[1]!.taken === false && s.players[0]!.taken);
  });

  it("helpers: NO_SUCH_PROMPT when no such decision waits, NOT_AN_OPTION for a name that isn't among the options", async () => {
    const [ana, ben] = await started();
    expect((await refusal(ben.pass())).code).toBe("NO_SUCH_PROMPT");
    expect((await refusal(ana.chooseTargets("Ben"))).code).toBe("NO_SUCH_PROMPT");
    expect((await refusal(ana.cancel())).code).toBe("NO_SUCH_PROMPT");
    const notAnOption = await refusal(ana.cast("Counterspell"));
    expect(notAnOption.code).toBe("NOT_AN_OPTION");
    expect(notAnOption.message).toContain("Lightning Bolt");
    await ana.cast("Lightning Bolt");
    expect((await refusal(ana.chooseTargets("Mountain"))).code).toBe("NOT_AN_OPTION");
    await ana.cancel();
    expect(ana.prompt?.kind).toBe("priority");
  });

  it("732.1, 601.2c: REVERSED when the cast a helper began is reversed — Giant Growth with no creature to target — and the game is back at the same prompt", async () => {
    const noCreatures = {
      turn: 3,
      players: [
        { name: "Ana", hand: ["Giant Growth"], battlefield: ["Forest"], library },
        { name: "Ben", battlefield: ["Mountain"], library },
      ],
    };
    const [ana] = await started({ sandbox: noCreatures });
    const before = ana.prompt!;
    const reversed = await refusal(ana.cast("Giant Growth", { pay: "auto" }));
    expect(reversed).toMatchObject({ code: "REVERSED", rule: "601.2c" });
    expect(reversed.message).toContain("Giant Growth");
    expect(ana.prompt).toEqual(before);
    expect(ana.state.stack).toEqual([]);
    expect(ana.state.players[0]!.hand!.map((c) => c.name)).toEqual(["Giant Growth"]);
    // The raw reply says the same.
    const card = ana.state.players[0]!.hand![0]!.id;
    const reply = await ana.request("answer", { promptId: before.id, answer: { kind: "cast", card } });
    expect(reply).toEqual({ ok: true, reversed: { name: "Giant Growth", ability: false, reason: expect.stringContaining("no legal choice"), rule: "601.2c" } });
  });

  it("the server's refusals: an illegal choice with its rule, a stale prompt, another player's decision, a spectator, the end of the game", async () => {
    const [ana, ben] = await started();
    const prompt = ana.prompt!;
    // 305.2a: Ana has no land to play; the id of her Bolt is no land.
    const bolt = ana.state.players[0]!.hand!.find((c) => c.name === "Lightning Bolt")!;
    const illegal = await refusal(ana.answer({ kind: "playLand", card: bolt.id }));
    expect(illegal.code).toBe("ILLEGAL_CHOICE");
    expect((await refusal(ana.request("answer", { promptId: prompt.id + 5, answer: { kind: "pass" } }))).code).toBe("STALE_PROMPT");
    expect((await refusal(ben.request("answer", { promptId: prompt.id, answer: { kind: "pass" } }))).code).toBe("NOT_YOUR_DECISION");
    const cid = await client.spectate(ana.code, "Cid");
    expect((await refusal(cid.ready())).code).toBe("NOT_SEATED");
    await ben.concede();
    await ana.waitFor((s) => s.status === "finished");
    expect((await refusal(ana.concede())).code).toBe("GAME_OVER");
  });

  it("flooding the table: RATE_LIMITED, the connection kept; a request after leaving: CONNECTION_FAILED", async () => {
    const ana = await client.createTable({ name: "Flood" }, { name: "Ana", deck: { starter: "green-creatures" } });
    const codes = await Promise.all(
      Array.from({ length: 60 }, () =>
        ana.chat("hi").then(
          () => "ok",
          (e: TableError) => e.code,
        ),
      ),
    );
    expect(codes).toContain("RATE_LIMITED");
    expect(ana.room.connection.isOpen).toBe(true);
    await ana.leave();
    expect((await refusal(ana.chat("still there?"))).code).toBe("CONNECTION_FAILED");
  });
});

describe("reconnection", () => {
  it("a dropped connection comes back by itself mid-prompt: disconnected, reconnecting, reconnected — and the same prompt is answered", async () => {
    const [ana, ben] = await started();
    const events: string[] = [];
    ana.events.on("disconnected", () => events.push("disconnected"));
    ana.events.on("reconnecting", () => events.push("reconnecting"));
    ana.events.on("reconnected", () => events.push("reconnected"));
    await ana.cast("Lightning Bolt");
    const before = ana.prompt;
    expect(before?.kind).toBe("chooseTargets");

    const room = server.getRoomById(ana.code);
    (room.clients.find((c) => c.sessionId === ana.room.sessionId)!.ref as unknown as { terminate(): void }).terminate();
    await new Promise<void>((resolve) => ana.events.once("reconnected", resolve));
    expect(events).toEqual(["disconnected", "reconnecting", "reconnected"]);
    expect(ana.prompt).toEqual(before);
    await ana.chooseTargets("Ben");
    await ana.pay();
    await ben.nextPrompt();
    await ben.pass();
    await ben.waitFor((s) => s.players[1]!.life === 17);
  });

  it("after a page reload, the stored token brings the player back to the same seat and prompt", async () => {
    const [ana] = await started({ reconnectSeconds: 30 });
    const token = ana.reconnectionToken;
    const prompt = ana.prompt;
    ana.room.reconnection.enabled = false;
    const room = server.getRoomById(ana.code);
    (room.clients.find((c) => c.sessionId === ana.room.sessionId)!.ref as unknown as { terminate(): void }).terminate();
    await new Promise<void>((resolve) => ana.events.once("failed", () => resolve()));

    const back = await connect(serverUrl(server)).rejoin(token);
    expect(back.state.you).toBe(0);
    expect(back.prompt).toEqual(prompt);
    expect(back.state.players[0]!.hand!.map((c) => c.name)).toEqual(["Lightning Bolt", "Grizzly Bears"]);
    expect(back.log.length).toBeGreaterThan(0);
    await back.pass();
  });
});

describe("reconnection while the server is unreachable", () => {
  it("attempts 1, 2 and 3 fail while the server takes no connections; the fourth gets the seat back", async () => {
    const { own, ana, ben, offline, online } = await outage(10);
    try {
      expect(ana.room.reconnection.maxRetries).toBe(10);
      const events: string[] = [];
      ana.events.on("disconnected", () => events.push("disconnected"));
      ana.events.on("reconnecting", ({ attempt }) => {
        events.push(`reconnecting ${attempt}`);
        // Reachable again just as the fourth attempt begins.
        if (attempt === 4) online();
      });
      ana.events.on("failed", ({ code }) => events.push(`failed ${code}`));
      const back = new Promise<void>((resolve) => ana.events.once("reconnected", resolve));
      offline();
      dropConnection(own, ana);
      await back;
      expect(events).toEqual(["disconnected", "reconnecting 1", "reconnecting 2", "reconnecting 3", "reconnecting 4"]);
      await ben.waitFor((s) => s.players[0]!.connected);
      // The same seat, and the connection works.
      expect(ana.state.you).toBe(0);
      await ana.ready();
      await ben.waitFor((s) => s.players[0]!.ready);
    } finally {
      await own.shutdown();
    }
  });

  it("the server gone for good: failed after the configured attempts, not after the first", async () => {
    const { own, ana, ben, offline } = await outage(3);
    try {
      const attempts: number[] = [];
      ana.events.on("reconnecting", ({ attempt }) => attempts.push(attempt));
      const failed = new Promise<{ code: number; reason: string }>((resolve) => ana.events.once("failed", resolve));
      offline();
      dropConnection(own, ana);
      expect(await failed).toEqual({ code: 4003, reason: "could not reconnect in 3 attempts" });
      expect(attempts).toEqual([1, 2, 3]);
      expect(ben.state.players[0]!.connected).toBe(false);
    } finally {
      await own.shutdown();
    }
  });

  it("back after the seat's time ran out: the server refuses the next attempt and the seat token, and failed carries the reason", async () => {
    const { own, ana, ben, offline, online } = await outage(1000, 1);
    try {
      const failed = new Promise<{ code: number; reason: string }>((resolve) => ana.events.once("failed", resolve));
      offline();
      dropConnection(own, ana);
      // The server gives the seat up once its second has run out; then it is reachable again.
      await ben.waitFor((s) => !s.players[0]!.taken);
      online();
      const { code, reason } = await failed;
      expect(code).toBe(4003);
      // The reconnection is refused ("seat reservation expired"), then the seat token: the seat is no longer theirs.
      expect(reason).toContain("belongs to no seat");
    } finally {
      await own.shutdown();
    }
  });
});

describe("the server shutting down", () => {
  it("tells every table, then closes the connections cleanly", async () => {
    const own = await startTestServer();
    const table = await connect(serverUrl(own)).createTable({ name: "Last one" }, { name: "Ana", deck: { starter: "red-burn-goblins" } });
    const closing = new Promise((resolve) => table.events.once("closing", resolve));
    const gone = new Promise<{ code: number }>((resolve) => table.events.once("failed", resolve));
    await own.shutdown();
    expect(await closing).toEqual({ reason: "the server is shutting down", kept: false });
    expect((await gone).code).toBe(4001);
  });
});
