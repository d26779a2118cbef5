// The pass the table makes for a player after a delay (table-room.ts, settle) is theirs to make first:
// their own answer, or anything else that moves the game on, drops it.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { filler } from "../support/scenario.ts";
import { joinTable, openTable, startTestServer, type TableClient } from "../support/table-server.ts";

let server: ColyseusTestServer;
beforeAll(async () => {
  // A delay no test waits out: whatever moves the game on here is the players' doing.
  server = await startTestServer({ autoPassDelayMs: { min: 60_000, max: 60_000 } });
});
afterAll(async () => {
  await server.shutdown();
});

async function seatAndStart(players: readonly TableClient[]): Promise<void> {
  for (const c of players) await c.send("sit", { acceptSandbox: true });
  for (const c of players) await c.send("ready", { ready: true });
  for (const c of players) await c.waitFor(() => c.state.status === "playing", "the game to start");
}

describe("a pass the table will make for a player", () => {
  it("117.3d: the player may answer first — the table's pending pass is then dropped, and a concession drops it too", async () => {
    const sandbox = {
      turn: 3,
      players: [
        { name: "Ana", hand: ["Lightning Bolt", "Mountain"], battlefield: ["Mountain"], library: filler() },
        { name: "Ben", hand: ["Grizzly Bears"], library: filler() },
      ],
    };
    const ana = await openTable(server, { name: "Pending", sandbox }, "Ana");
    const ben = await joinTable(server, ana.state.code, "Ben");
    await seatAndStart([ana, ben]);
    const room = server.getRoomById(ana.state.code) as unknown as { pendingPass: { promptId: number } | null };

    await ana.waitForPrompt("priority");
    await ana.answer({ kind: "cast", card: ana.me().hand.find((c) => c.name === "Lightning Bolt")!.id });
    await ana.waitForPrompt("chooseTargets");
    await ana.answer({ kind: "targets", targets: [{ kind: "player", id: 1 }] });
    await ana.waitForPrompt("payCosts");
    await ana.answer({ kind: "autoPay" });
    const prompt = await ben.waitForPrompt("priority");
    expect(room.pendingPass?.promptId).toBe(prompt.id);
    expect(ana.state.waitingFor).toBe(1);
    await ben.answer({ kind: "pass" });
    await ana.waitFor(() => ana.state.stack.length === 0 && ana.prompt()?.kind === "priority", "the Bolt to resolve");
    // Ana has a land to play: the table waits on her, with nothing pending.
    expect(room.pendingPass).toBeNull();

    // Ana plays her land; with nothing left to do in her main phase, the table will pass for her — until she concedes.
    const land = ana.prompt()!;
    await ana.answer({ kind: "playLand", card: ana.me().hand.find((c) => c.name === "Mountain")!.id });
    await ana.waitFor(() => ana.prompt() !== null && ana.prompt()!.id !== land.id, "Ana's next priority");
    expect(room.pendingPass?.promptId).toBe(ana.prompt()!.id);
    await ana.send("concede", {});
    await ben.waitFor(() => ben.state.status === "finished", "the end of the game");
    expect(room.pendingPass).toBeNull();
    for (const c of [ana, ben]) await c.room.leave();
  });
});
