// A whole game through the protocol: a table opened from the lobby, players joining by its code, a spell
// with a target and a response on the stack, seen by every client as schema deltas, to a win.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import type { Room } from "@colyseus/sdk";
import type { TableListing } from "../../shared/protocol.ts";
import { joinTable, openTable, startTestServer, type TableClient } from "../support/table-server.ts";

let server: ColyseusTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.shutdown();
});

/** Ana (active, precombat main) can Bolt Ben, who is at 3 life and can answer with a Shock. */
const boltDuel = {
  turn: 3,
  players: [
    { name: "Ana", hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: ["Plains", "Plains", "Plains"] },
    { name: "Ben", life: 3, hand: ["Shock"], battlefield: ["Mountain"], library: ["Island", "Island", "Island"] },
  ],
};

async function seatAndStart(clients: readonly TableClient[]): Promise<void> {
  for (const c of clients) await c.send("sit", { acceptSandbox: true });
  for (const c of clients) await c.send("ready", { ready: true });
  for (const c of clients) await c.waitFor(() => c.state.status === "playing", "the game to start");
}

/** The lobby's list of tables, kept up to date from its messages. */
function followLobby(lobby: Room): Map<string, TableListing["summary"]> {
  const tables = new Map<string, TableListing["summary"]>();
  type Listed = { roomId: string; name: string; metadata: TableListing["summary"] };
  lobby.onMessage("rooms", (rooms: Listed[]) => {
    tables.clear();
    for (const r of rooms) if (r.name === "table") tables.set(r.roomId, r.metadata);
  });
  lobby.onMessage("+", ([id, r]: [string, Listed]) => void (r.name === "table" && tables.set(id, r.metadata)));
  lobby.onMessage("-", (id: string) => void tables.delete(id));
  return tables;
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe("a two-player game through the protocol", () => {
  it("from the lobby to a win: Bolt and a Shock in response, every client sees the stack change in order (601.2a, 608.1, 405.5)", async () => {
    const lobby = await server.sdk.joinOrCreate("lobby");
    const tables = followLobby(lobby);

    const ana = await openTable(server, { name: "Bolt duel", sandbox: boltDuel }, "Ana");
    const code = ana.state.code;
    await until(() => tables.get(code)?.seatsTaken === 0, "the table in the lobby");
    expect(tables.get(code)).toMatchObject({ name: "Bolt duel", host: "Ana", seats: 2, status: "waiting", sandbox: true });

    const ben = await joinTable(server, code, "Ben");
    const watcher = await joinTable(server, code, "Cid", true);
    await seatAndStart([ana, ben]);
    await until(() => tables.get(code)?.status === "playing", "the lobby to show the game playing");
    expect(tables.get(code)?.seatsTaken).toBe(2);

    // Ana holds priority in her main phase (a default stop): she casts Lightning Bolt at Ben.
    const priority = await ana.waitForPrompt("priority");
    const bolt = ana.me().hand.find((c) => c.name === "Lightning Bolt")!;
    expect(priority.actions).toContainEqual({ kind: "cast", card: bolt.id, from: "hand", affordable: true, hasTargets: true });
    await ana.answer({ kind: "cast", card: bolt.id });
    await ana.waitForPrompt("chooseTargets");
    await ana.answer({ kind: "targets", targets: [{ kind: "player", id: 1 }] });
    await ana.waitForPrompt("payCosts");
    await ana.answer({ kind: "autoPay" });

    // Ana doesn't hold priority (117.3c): it passes to Ben, who sees the Bolt and its target.
    await ben.waitForPrompt("priority");
    expect(ben.state.stack.map((s) => [s.name, s.controller, s.complete, s.targets.map((t) => t.name)])).toEqual([["Lightning Bolt", 0, true, ["Ben"]]]);
    expect(ben.state.waitingText).toBe("waiting for Ben to act or pass priority");
    expect(watcher.state.waitingText).toBe("waiting for Ben to act or pass priority");

    const shock = ben.me().hand.find((c) => c.name === "Shock")!;
    await ben.answer({ kind: "cast", card: shock.id });
    await ben.waitForPrompt("chooseTargets");
    await ben.answer({ kind: "targets", targets: [{ kind: "player", id: 0 }] });
    await ben.waitForPrompt("payCosts");
    await ben.answer({ kind: "autoPay" });

    // Nobody can do anything more: both pass, Shock resolves, then Bolt (405.5), and Ben is at 0 life (704.5a).
    for (const c of [ana, ben, watcher]) await c.waitFor(() => c.state.status === "finished", "the end of the game");
    for (const c of [ana, ben, watcher]) {
      expect(c.stackChanges).toEqual(["+Lightning Bolt", "+Shock", "-Shock", "-Lightning Bolt"]);
      expect([...c.state.winners]).toEqual([0]);
      expect(c.state.players.map((p) => [p.name, p.life, p.status])).toEqual([
        ["Ana", 18, "won"],
        ["Ben", 0, "lost"],
      ]);
    }
    const lines = watcher.logText();
    expect(lines).toContain("Ana casts Lightning Bolt.");
    expect(lines).toContain("Lightning Bolt targets Ben.");
    expect(lines).toContain("Ben casts Shock.");
    expect(lines.indexOf("Shock deals 2 damage to Ana.")).toBeLessThan(lines.indexOf("Lightning Bolt deals 3 damage to Ben."));
    expect(lines.some((l) => l.startsWith("Ben loses the game") && l.includes("704.5a"))).toBe(true);
    await until(() => tables.get(code)?.status === "finished", "the lobby to show the game finished");

    // The finished table stays readable; once everyone leaves it closes and leaves the lobby.
    for (const c of [ana, ben, watcher]) await c.room.leave();
    await until(() => !tables.has(code), "the table to leave the lobby");
    await lobby.leave();
  });
});
