// Connections and time: a dropped player comes back to the same prompt; one who doesn't loses (and the
// game goes on for the others); conceding; the chess clock; private tables joined by code.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import type { TableListing } from "../../shared/protocol.ts";
import { connected, joinTable, openTable, startTestServer, type TableClient } from "../support/table-server.ts";

let server: ColyseusTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.shutdown();
});

const library = ["Plains", "Plains", "Plains"];
const bolter = { hand: ["Lightning Bolt"], battlefield: ["Mountain"], library };
const idle = { battlefield: ["Grizzly Bears"], library };

async function table(players: readonly { name: string }[], options: Record<string, unknown> = {}): Promise<[TableClient, TableClient, ...TableClient[]]> {
  const sandbox = { turn: 3, players };
  const first = await openTable(server, { name: "Connections", sandbox, ...options }, players[0]!.name);
  const clients = [first];
  for (const p of players.slice(1)) clients.push(await joinTable(server, first.state.code, p.name));
  for (const c of clients) await c.send("sit", { acceptSandbox: true });
  for (const c of clients) await c.send("ready", { ready: true });
  for (const c of clients) await c.waitFor(() => c.state.status === "playing", "the game to start");
  return clients as [TableClient, TableClient, ...TableClient[]];
}

/** Cuts a client's connection from the server side, as a network failure would. */
function cut(client: TableClient): void {
  const room = server.getRoomById(client.state.code);
  const connection = room.clients.find((c) => c.sessionId === client.room.sessionId)!;
  (connection.ref as unknown as { terminate(): void }).terminate();
}

describe("reconnection", () => {
  it("a player whose connection drops mid-prompt comes back to the same prompt and goes on; the others see them away and back", async () => {
    const [ana, ben] = await table([
      { name: "Ana", ...bolter },
      { name: "Ben", ...idle },
    ]);
    ana.room.reconnection.minUptime = 0;
    const seen: boolean[] = [];
    ben.room.onStateChange(() => {
      const now = ben.state.players[0]!.connected;
      if (seen.at(-1) !== now) seen.push(now);
    });
    await ana.waitForPrompt("priority");
    const bolt = ana.me().hand.find((c) => c.name === "Lightning Bolt")!;
    await ana.answer({ kind: "cast", card: bolt.id });
    const before = await ana.waitForPrompt("chooseTargets");

    cut(ana);
    await ben.waitFor(() => seen.includes(false), "Ana to be seen away");
    await ben.waitFor(() => ben.state.players[0]!.connected, "Ana to be back");
    expect(seen).toEqual([true, false, true]);

    // Same prompt, same id; the log was sent whole again.
    const after = await ana.waitForPrompt("chooseTargets");
    expect(after).toEqual(before);
    expect(ana.logText()).toContain("Ana begins casting Lightning Bolt (601.2a).");
    await ana.answer({ kind: "targets", targets: [{ kind: "player", id: 1 }] });
    await ana.waitForPrompt("payCosts");
    await ana.answer({ kind: "autoPay" });
    await ben.waitFor(() => ben.state.players[1]!.life === 17, "the Bolt to resolve");
  });

  it("a reconnection token from an earlier connection rejoins the same seat (a reloaded page)", async () => {
    const [ana] = await table(
      [
        { name: "Ana", ...bolter },
        { name: "Ben", ...idle },
      ],
      { reconnectSeconds: 30 },
    );
    await ana.waitForPrompt("priority");
    const token = ana.room.reconnectionToken;
    ana.room.reconnection.enabled = false;
    cut(ana);
    await ana.waitFor(() => !ana.room.connection.isOpen, "the connection to close");
    const back = await connected(await server.sdk.reconnect(token));
    await back.waitFor(() => back.prompt()?.kind === "priority", "the prompt after reconnecting");
    expect(back.me().name).toBe("Ana");
    expect(back.me().hand.map((c) => c.name)).toEqual(["Lightning Bolt"]);
  });

  it("800.4a, 104.3a: a player who doesn't come back within the window loses; in a two-player game the other wins", async () => {
    const [ana, ben] = await table(
      [
        { name: "Ana", ...bolter },
        { name: "Ben", ...idle },
      ],
      { reconnectSeconds: 1 },
    );
    ana.room.reconnection.enabled = false;
    cut(ana);
    await ben.waitFor(() => ben.state.status === "finished", "the game to end", 8000);
    expect(ben.state.players.map((p) => p.status)).toEqual(["lost", "won"]);
    expect(ben.logText()).toContain("Ana did not come back in time.");
  });

  it("800.4a: at a three-player table the game goes on for the other two", async () => {
    const three = await table(
      [
        { name: "Ana", ...bolter },
        { name: "Ben", ...idle },
        { name: "Cid", ...idle },
      ],
      { reconnectSeconds: 1 },
    );
    const [ana, ben] = three;
    const cid = three[2]!;
    ana.room.reconnection.enabled = false;
    cut(ana);
    await ben.waitFor(() => ben.state.players[0]!.status === "lost", "Ana to lose", 8000);
    expect(ben.state.status).toBe("playing");
    expect(cid.state.players.map((p) => p.status)).toEqual(["lost", "playing", "playing"]);
  });
});

describe("conceding and the clock", () => {
  it("104.3a: a player concedes at any time, even while another decides; the opponent wins", async () => {
    const [ana, ben] = await table([
      { name: "Ana", ...bolter },
      { name: "Ben", ...idle },
    ]);
    await ana.waitForPrompt("priority");
    await ben.send("concede", {});
    await ana.waitFor(() => ana.state.status === "finished", "the game to end");
    expect(ana.state.players.map((p) => p.status)).toEqual(["won", "lost"]);
    expect(ana.logText()).toContain("Ben concedes and leaves the game (800.4a).");
    expect((await ben.refused("concede", {})).code).toBe("GAME_OVER");
  });

  it("a player's clock runs only while the game waits on them; at zero they lose", async () => {
    const [ana, ben] = await table(
      [
        { name: "Ana", ...bolter },
        { name: "Ben", ...idle },
      ],
      { clock: { minutes: 0.02, incrementSeconds: 0 } },
    );
    await ana.waitForPrompt("priority");
    expect(ana.state.clockMinutes).toBeCloseTo(0.02);
    expect(ben.state.players[0]!.clockRunning).toBe(true);
    expect(ben.state.players[1]!.clockRunning).toBe(false);
    await ben.waitFor(() => ben.state.status === "finished", "Ana's time to run out", 8000);
    expect(ben.state.players.map((p) => [p.status, p.clockRunning])).toEqual([
      ["lost", false],
      ["won", false],
    ]);
    expect(ben.state.players[0]!.clockMs).toBe(0);
    expect(ben.state.players[1]!.clockMs).toBeCloseTo(1200, -2);
    expect(ben.logText()).toContain("Ana's time is up.");
  });
});

describe("private tables and spectators", () => {
  it("a private table isn't listed in the lobby and is joined with its code", async () => {
    const lobby = await server.sdk.joinOrCreate("lobby");
    const listed: string[] = [];
    lobby.onMessage("rooms", (rooms: { roomId: string }[]) => listed.push(...rooms.map((r) => r.roomId)));
    lobby.onMessage("+", ([id]: [string, TableListing]) => void listed.push(id));
    const secret = await openTable(server, { name: "Secret", private: true }, "Ana");
    const open = await openTable(server, { name: "Open" }, "Dee");
    await open.waitFor(() => listed.includes(open.state.code), "the open table in the lobby");
    expect(listed).not.toContain(secret.state.code);
    expect(secret.state.code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    const ben = await joinTable(server, secret.state.code, "Ben");
    expect(await ben.send("sit", { deck: { starter: "black-removal" } })).toMatchObject({ seat: 0, seatToken: expect.any(String) });
    await lobby.leave();
  });

  it("a table without spectators refuses them, and refuses newcomers once the game has started", async () => {
    const first = await openTable(
      server,
      {
        name: "Closed",
        spectators: false,
        sandbox: {
          turn: 3,
          players: [
            { name: "A", library },
            { name: "B", library },
          ],
        },
      },
      "Ana",
    );
    await expect(joinTable(server, first.state.code, "Cid", true)).rejects.toThrow(/no spectators/);
    const ben = await joinTable(server, first.state.code, "Ben");
    for (const c of [first, ben]) await c.send("sit", { acceptSandbox: true });
    for (const c of [first, ben]) await c.send("ready", { ready: true });
    await first.waitFor(() => first.state.status === "playing", "the game to start");
    await expect(joinTable(server, first.state.code, "Dee")).rejects.toThrow(/started/);
  });
});
