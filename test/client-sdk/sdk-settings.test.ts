// table.settings mirrors the seat's priority settings as the server holds them: the defaults from the
// first moment, every change (the client's own, or a "pass until…" the server ended), and the same after
// coming back with the reconnection token. Only the seat's own client receives them.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { connect, type PrioritySettings, type Table, type TableServer } from "../../client-sdk/index.ts";
import { DEFAULT_PRIORITY_SETTINGS } from "../../shared/protocol.ts";
import type { TableState } from "../../shared/schema.ts";
import { BOLT_DUEL, serverUrl, startTestServer, TableClient } from "../support/table-server.ts";

let server: ColyseusTestServer;
let client: TableServer;
beforeAll(async () => {
  server = await startTestServer();
  client = connect(serverUrl(server));
});
afterAll(async () => {
  await server.shutdown();
});

const duel = BOLT_DUEL;

/** Drops the connection for good on the client's side, as a closed tab does; the server holds the seat. */
async function closeTab(table: Table): Promise<string> {
  const token = table.reconnectionToken;
  table.room.reconnection.enabled = false;
  const gone = new Promise<void>((resolve) => table.events.once("failed", () => resolve()));
  const room = server.getRoomById(table.code);
  (room.clients.find((c) => c.sessionId === table.room.sessionId)!.ref as unknown as { terminate(): void }).terminate();
  await gone;
  return token;
}

describe("table.settings mirrors the server", () => {
  it("a fresh seat has the server's defaults; a change reaches the mirror before setSettings resolves", async () => {
    const ana = await client.createTable({ name: "Defaults" }, { name: "Ana", deck: { starter: "red-burn-goblins" } });
    expect(ana.settings).toEqual(DEFAULT_PRIORITY_SETTINGS);
    expect(ana.state.players[0]!.settings).toEqual(DEFAULT_PRIORITY_SETTINGS);
    const seen: PrioritySettings[] = [];
    ana.events.on("settings", (s) => seen.push(s));
    // Ticking one stop keeps the others (what the browser's panel sends).
    const stops = { own: [...ana.settings.stops.own, "upkeep" as const], others: [...ana.settings.stops.others] };
    const reply = await ana.setSettings({ stops });
    expect(ana.settings).toEqual({ ...DEFAULT_PRIORITY_SETTINGS, stops });
    expect(ana.settings).toEqual(reply);
    expect(seen).toEqual([reply]);
    // A refused change changes nothing, on the server as in the mirror.
    await expect(ana.setSettings({ holdPriority: true, passUntil: "endOfTurn" })).rejects.toMatchObject({ code: "GAME_NOT_STARTED" });
    expect(await ana.setSettings({})).toEqual(reply);
    expect(ana.settings).toEqual(reply);
    await ana.leave();
  });

  it("holdPriority survives a rejoin with the token, on the same client and on a brand-new one", async () => {
    const ana = await client.createTable({ name: "Rejoin", sandbox: duel, reconnectSeconds: 30 }, { name: "Ana" });
    await ana.setSettings({ holdPriority: true });
    expect(ana.settings.holdPriority).toBe(true);

    const again = await client.rejoin(await closeTab(ana));
    expect(again.state.you).toBe(0);
    expect(again.settings).toEqual({ ...DEFAULT_PRIORITY_SETTINGS, holdPriority: true });

    const fresh = await connect(serverUrl(server)).rejoin(await closeTab(again));
    expect(fresh.state.you).toBe(0);
    expect(fresh.settings).toEqual({ ...DEFAULT_PRIORITY_SETTINGS, holdPriority: true });
    await fresh.leave();
  });

  it("a pass until end of turn shows while it lasts, and ends in the mirror when the server ends it", async () => {
    const ana = await client.createTable({ name: "Until", sandbox: duel }, { name: "Ana" });
    const ben = await client.joinTable(ana.code, { name: "Ben", acceptSandbox: true });
    await ana.ready();
    await ben.ready();
    await ana.nextPrompt();
    const seen: (string | null)[] = [];
    ana.events.on("settings", (s) => seen.push(s.passUntil));
    expect((await ana.passUntilEndOfTurn()).passUntil).toBe("endOfTurn");
    expect(ana.settings.passUntil).toBe("endOfTurn");
    // Ben answers whatever his stops give him in Ana's turn; the request ends at Ana's first priority in turn 4.
    while (ben.state.turn === 3) {
      const prompt = await ben.nextPrompt();
      if (ben.state.turn !== 3 || prompt?.kind !== "priority") break;
      await ben.pass();
    }
    await ana.waitFor(() => ana.settings.passUntil === null);
    expect(ana.state.turn).toBe(4);
    expect(seen).toEqual(["endOfTurn", null]);
  });

  it("only the owner receives them: an opponent's and a spectator's frames and mirrors have none of another seat's", async () => {
    const ana = await client.createTable({ name: "Private settings", sandbox: duel }, { name: "Ana" });
    const ben = await client.joinTable(ana.code, { name: "Ben", acceptSandbox: true });
    const cid = await client.spectate(ana.code, "Cid");
    await ana.setSettings({ holdPriority: true, stops: { own: ["upkeep"], others: ["draw"] } });
    await ana.ready();
    await ben.ready();
    await ana.waitFor((s) => s.status === "playing");
    await ana.setSettings({ autoPassWhenNothingToDo: false });
    // Ben's and Cid's connections are past every change once a chat line sent after them reaches both.
    const heard = (t: Table): Promise<void> =>
      new Promise((resolve) => {
        const off = t.events.on("log", (entries) => {
          if (!entries.some((e) => e.kind === "chat" && e.text === "done")) return;
          off();
          resolve();
        });
      });
    const both = Promise.all([heard(ben), heard(cid)]);
    await ana.chat("done");
    await both;

    const framesOf = (t: Table): string => new TableClient(t.room).receivedText();
    // The owner's own frames carry them (so the check below can fail)…
    expect(framesOf(ana)).toContain('"holdPriority":true');
    // …an opponent's carry only his own (never holdPriority on), a spectator's none at all.
    expect(framesOf(ben)).toContain('"holdPriority":false');
    expect(framesOf(ben)).not.toContain('"holdPriority":true');
    expect(framesOf(ben)).not.toContain('"autoPassWhenNothingToDo":false');
    expect(framesOf(cid)).not.toContain("holdPriority");
    expect(framesOf(cid)).not.toContain("autoPassWhenNothingToDo");
    expect(ben.state.players[0]!.settings).toBeNull();
    expect((ben.room.state as TableState).players[0]!.settings || null).toBeNull();
    expect(ben.state.players[1]!.settings).toEqual(DEFAULT_PRIORITY_SETTINGS);
    expect(cid.state.players.map((p) => p.settings)).toEqual([null, null]);
    expect(cid.settings).toEqual(DEFAULT_PRIORITY_SETTINGS);
  });
});
