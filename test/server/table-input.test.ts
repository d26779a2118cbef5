// Every way a message can be refused reaches its sender as a typed error — a stable code, a message, a
// rule where one applies — and changes nothing; only abuse (far past the rate limit) costs the connection.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { MAX_MESSAGE_BYTES } from "../../shared/protocol.ts";
import type { GameState } from "../../server/engine/kernel/state.ts";
import { joinTable, openTable, reasonOf, startTestServer, type TableClient } from "../support/table-server.ts";

let server: ColyseusTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.shutdown();
});

const duel = {
  turn: 3,
  players: [
    { name: "Ana", hand: ["Lightning Bolt", "Grizzly Bears"], battlefield: ["Mountain", "Forest"], library: ["Plains", "Plains"] },
    { name: "Ben", hand: ["Shock"], battlefield: ["Mountain", "Grizzly Bears"], library: ["Island", "Island"] },
  ],
};

/** The server's game state, to check that a refusal changed nothing. */
function gameOf(client: TableClient): GameState | null {
  return (server.getRoomById(client.state.code) as unknown as { game: GameState | null }).game;
}

async function started(): Promise<{ ana: TableClient; ben: TableClient }> {
  const ana = await openTable(server, { name: "Refusals", sandbox: duel }, "Ana");
  const ben = await joinTable(server, ana.state.code, "Ben");
  for (const c of [ana, ben]) await c.send("sit", { acceptSandbox: true });
  for (const c of [ana, ben]) await c.send("ready", { ready: true });
  await ana.waitForPrompt("priority");
  return { ana, ben };
}

describe("refused answers change nothing", () => {
  it("a malformed payload, a stale prompt id, another player's decision and an illegal choice are each refused with their code", async () => {
    const { ana, ben } = await started();
    const before = JSON.stringify(gameOf(ana));
    const prompt = ana.prompt()!;

    const malformed = await ana.refused("answer", { promptId: "first", answer: { kind: "pass" } });
    expect(malformed.code).toBe("MALFORMED_INPUT");
    expect(malformed.message).toContain("promptId");
    expect((await ana.refused("answer", { promptId: prompt.id, answer: { kind: "fly" } })).code).toBe("MALFORMED_INPUT");
    expect((await ana.refused("answer", { promptId: prompt.id, answer: { kind: "cast", card: -4 } })).code).toBe("MALFORMED_INPUT");
    expect((await ana.refused("answer", { promptId: prompt.id + 7, answer: { kind: "pass" } })).code).toBe("STALE_PROMPT");
    const outOfTurn = await ben.refused("answer", { promptId: prompt.id, answer: { kind: "pass" } });
    expect(outOfTurn).toMatchObject({ code: "NOT_YOUR_DECISION", message: "the game is waiting for Ana to act or pass priority" });
    // 305.2: one land per turn — Ana's hand has none, but the Mountain on the battlefield isn't in her hand at all.
    const illegal = await ana.refused("answer", { promptId: prompt.id, answer: { kind: "playLand", card: ana.state.battlefield[0]!.id } });
    expect(illegal.code).toBe("ILLEGAL_CHOICE");

    expect(JSON.stringify(gameOf(ana))).toBe(before);
    expect(ana.room.connection.isOpen).toBe(true);
    // And the game goes on from there.
    await ana.answer({ kind: "pass" });
    await ben.waitFor(() => ben.state.step !== "precombatMain" || ben.prompt() !== null, "the game to move on");
  });

  it('an ability is named by its key ("p0") or, for compatibility, its printed index; a malformed or unknown key is refused', async () => {
    const { ana } = await started();
    const before = JSON.stringify(gameOf(ana));
    const promptId = ana.prompt()!.id;
    const mountain = ana.state.battlefield.find((p) => p.name === "Mountain")!.id;
    const forest = ana.state.battlefield.find((p) => p.name === "Forest")!.id;
    const malformed = await ana.refused("answer", { promptId, answer: { kind: "activateMana", source: mountain, ability: "first" } });
    expect(malformed).toMatchObject({ code: "MALFORMED_INPUT", message: 'malformed "answer" message: answer.ability: an ability key such as "p0" or "g12.0"' });
    const unknown = await ana.refused("answer", { promptId, answer: { kind: "activateMana", source: mountain, ability: "p3" } });
    expect(unknown).toMatchObject({ code: "ILLEGAL_CHOICE", message: 'Mountain has no mana ability "p3": it has p0 ("{T}: Add {R}.")' });
    expect(JSON.stringify(gameOf(ana))).toBe(before);
    await ana.answer({ kind: "activateMana", source: mountain, ability: "p0" });
    await ana.waitFor(() => ana.prompt()?.id !== promptId, "the next prompt");
    await ana.answer({ kind: "activateMana", source: forest, ability: 0 });
    expect(gameOf(ana)!.players[0]!.manaPool).toMatchObject({ R: 1, G: 1 });
  });

  it('a plain send (not a request) that is refused gets an "error" message, and an unknown message type too', async () => {
    const { ana } = await started();
    ana.room.send("answer", { promptId: 0, answer: { kind: "pass" } });
    ana.room.send("shuffleMyLibraryPlease", {});
    await ana.waitFor(() => ana.errors.length === 2, "two errors");
    expect(ana.errors.map((e) => e.code)).toEqual(["STALE_PROMPT", "UNKNOWN_MESSAGE"]);
    expect(ana.room.connection.isOpen).toBe(true);
  });

  it("a spectator can't answer, ready, concede or change settings: NOT_SEATED", async () => {
    const { ana } = await started();
    const cid = await joinTable(server, ana.state.code, "Cid", true);
    const prompt = ana.prompt()!;
    expect((await cid.refused("answer", { promptId: prompt.id, answer: { kind: "pass" } })).code).toBe("NOT_SEATED");
    expect((await cid.refused("concede", {})).code).toBe("NOT_SEATED");
    expect((await cid.refused("settings", { holdPriority: true })).code).toBe("NOT_SEATED");
  });
});

describe("seats and decks", () => {
  it("a decklist with problems is refused with every problem and its line; the seat stays free", async () => {
    const ana = await openTable(server, { name: "Decks", format: "constructed" }, "Ana");
    const error = await ana.refused("sit", { deck: { list: "4 Lightning Blot\n20 Mountain\nfour Shock" } });
    expect(error.code).toBe("INVALID_DECK");
    expect(error.problems).toEqual([
      'line 1: unknown card "Lightning Blot": did you mean "Lightning Blow" or "Lightning Bolt"?',
      'line 3: can\'t read "four Shock": expected a count and a card name, like "4 Lightning Bolt"',
    ]);
    expect((await ana.refused("sit", { deck: { starter: "purple-haze" } })).code).toBe("INVALID_DECK");
    // 100.2a: a constructed deck has at least 60 cards.
    const small = await ana.refused("sit", { deck: { list: "20 Mountain\n4 Lightning Bolt" } });
    expect(small).toMatchObject({ code: "INVALID_DECK" });
    expect(ana.state.players[0]!.taken).toBe(false);
    expect(await ana.send("sit", { deck: { starter: "red-burn-goblins" } })).toMatchObject({ seat: 0, seatToken: expect.any(String) });
    await ana.waitFor(() => ana.state.players[0]!.deck === "Red burn and goblins", "the seat to show the deck");
  });

  it("one seat each, none when full, none once the game has started; no answers before it starts", async () => {
    const ana = await openTable(server, { name: "Seats", spectators: false }, "Ana");
    const ben = await joinTable(server, ana.state.code, "Ben");
    // Everyone at a table is a player or a counted spectator: a third would-be player can't hold a two-seat table's place.
    await expect(joinTable(server, ana.state.code, "Cid")).rejects.toThrow(/every seat is taken or about to be/);
    await ana.send("sit", { deck: { starter: "green-creatures" } });
    expect((await ana.refused("sit", { deck: { starter: "green-creatures" } })).code).toBe("NO_SEAT");
    expect((await ana.refused("answer", { promptId: 0, answer: { kind: "keep" } })).code).toBe("GAME_NOT_STARTED");
    expect((await ana.refused("sit", {})).code).toBe("NO_SEAT");
    await ben.send("sit", { deck: { starter: "black-removal" } });
    // Standing up and leaving frees the seat for someone else.
    await ben.send("stand", {});
    await ben.room.leave();
    const cid = await joinTable(server, ana.state.code, "Cid");
    expect(await cid.send("sit", { deck: { starter: "black-removal" } })).toMatchObject({ seat: 1, seatToken: expect.any(String) });
    await ana.send("ready", { ready: true });
    await cid.send("ready", { ready: true });
    await ana.waitFor(() => ana.state.status === "playing", "the game to start");
    expect((await cid.refused("sit", { deck: { starter: "black-removal" } })).code).toBe("GAME_STARTED");
    expect((await ana.refused("stand", {})).code).toBe("GAME_STARTED");
  });

  it("invalid table options are refused when the table is created", async () => {
    await expect(server.sdk.create("table", { table: { seats: 9 }, player: { name: "Ana" } })).rejects.toThrow(/seats/);
    await expect(server.sdk.create("table", { table: { sandbox: { players: [{ name: "Solo" }] } }, player: { name: "Ana" } })).rejects.toThrow(/sandbox/);
    await expect(server.sdk.create("table", { table: {}, player: { name: "" } })).rejects.toThrow(/name/);
  });
});

describe("size and rate limits", () => {
  it("an oversized message is refused with MESSAGE_TOO_LARGE; the connection stays", async () => {
    const ana = await openTable(server, { name: "Big" }, "Ana");
    const error = await ana.refused("sit", { deck: { list: "1 Mountain\n".repeat(Math.ceil(MAX_MESSAGE_BYTES / 10)) } });
    expect(error.code).toBe("MESSAGE_TOO_LARGE");
    expect(ana.room.connection.isOpen).toBe(true);
    expect(await ana.send("sit", { deck: { starter: "red-burn-goblins" } })).toMatchObject({ seat: 0, seatToken: expect.any(String) });
  });

  it("a flood is refused with RATE_LIMITED, message by message, and the sender stays connected", async () => {
    const ana = await openTable(server, { name: "Flood" }, "Ana");
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, () =>
        ana.send("ready", { ready: true }).then(
          () => "ok",
          (e: unknown) => reasonOf(e).code,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "RATE_LIMITED").length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o === "NOT_SEATED").length).toBeGreaterThan(0);
    expect(ana.room.connection.isOpen).toBe(true);
  });

  it("far past the limit is abuse: the connection is closed", async () => {
    const ana = await openTable(server, { name: "Abuse" }, "Ana");
    ana.room.reconnection.enabled = false;
    let closed: number | null = null;
    ana.room.onLeave((code) => void (closed = code));
    for (let i = 0; i < 400; i++) ana.room.send("chat", { text: "spam" });
    await ana.waitFor(() => closed !== null, "the connection to close");
    expect(closed).not.toBe(1000);
  });
});

describe("chat", () => {
  it("chat is kept in the log: a spectator who joins later reads it; it is length- and rate-limited", async () => {
    const ana = await openTable(server, { name: "Chat", spectatorChat: false }, "Ana");
    // Only seated players chat at a table without spectator chat; a client that hasn't sat is not one.
    expect((await ana.refused("chat", { text: "hi" })).code).toBe("CHAT_NOT_ALLOWED");
    await ana.send("sit", { deck: { starter: "green-creatures" } });
    await ana.send("chat", { text: "  hello, table  " });
    expect((await ana.refused("chat", { text: "x".repeat(501) })).code).toBe("MALFORMED_INPUT");
    expect((await ana.refused("chat", { text: "   " })).code).toBe("MALFORMED_INPUT");
    const cid = await joinTable(server, ana.state.code, "Cid", true);
    await cid.waitFor(() => cid.log.some((e) => e.kind === "chat"), "the chat in the log");
    expect(cid.log.filter((e) => e.kind === "chat")).toEqual([{ seq: 1, kind: "chat", from: "Ana", seat: 0, text: "hello, table" }]);
    expect((await cid.refused("chat", { text: "hi" })).code).toBe("CHAT_NOT_ALLOWED");
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i++)
      outcomes.push(
        await ana.send("chat", { text: `line ${i}` }).then(
          () => "ok",
          (e: unknown) => reasonOf(e).code,
        ),
      );
    expect(outcomes.slice(0, 4)).toEqual(["ok", "ok", "ok", "ok"]);
    expect(outcomes).toContain("RATE_LIMITED");
  });
});
