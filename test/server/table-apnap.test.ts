// APNAP order at a three-player table: triggered abilities of all three players go on the stack in turn
// order from the active player, each player ordering their own — every ordering prompt reaching the
// right client and nobody else.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { joinTable, openTable, startTestServer, type TableClient } from "../support/table-server.ts";

let server: ColyseusTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.shutdown();
});

const watchers = ["Hesitation", { card: "Chalice of the Void", counters: { charge: 1 } }];
const library = ["Island", "Island", "Island"];

describe("101.4, 603.3b at a three-player table", () => {
  it("Ben (seat 2) is active and casts Lightning Bolt: Ben, then Cid, then Ana order their Hesitation and Chalice triggers, each on their own client", async () => {
    const sandbox = {
      turn: 5,
      activePlayer: 1,
      players: [
        { name: "Ana", battlefield: watchers, library },
        { name: "Ben", battlefield: [...watchers, "Mountain"], hand: ["Lightning Bolt"], library },
        { name: "Cid", battlefield: watchers, library },
      ],
    };
    const ana = await openTable(server, { name: "Three", sandbox }, "Ana");
    const ben = await joinTable(server, ana.state.code, "Ben");
    const cid = await joinTable(server, ana.state.code, "Cid");
    const all: TableClient[] = [ana, ben, cid];
    for (const c of all) await c.send("sit", { acceptSandbox: true });
    for (const c of all) await c.send("ready", { ready: true });
    // Ana wants priority even when she can do nothing, so the stack holds still for the checks below.
    await ana.send("settings", { autoPassWhenNothingToDo: false });

    await ben.waitForPrompt("priority");
    const bolt = ben.me().hand.find((c) => c.name === "Lightning Bolt")!;
    await ben.answer({ kind: "cast", card: bolt.id });
    await ben.waitForPrompt("chooseTargets");
    await ben.answer({ kind: "targets", targets: [{ kind: "player", id: 0 }] });
    await ben.waitForPrompt("payCosts");
    await ben.answer({ kind: "autoPay" });

    const asked: string[] = [];
    for (const [client, name, order] of [
      [ben, "Ben", [1, 0]],
      [cid, "Cid", [0, 1]],
      [ana, "Ana", [1, 0]],
    ] as const) {
      const prompt = await client.waitForPrompt("orderTriggers");
      asked.push(name);
      expect(prompt.triggers.map((t) => t.sourceCard)).toEqual(["Hesitation", "Chalice of the Void"]);
      // The prompt is this client's alone; the others see only who is deciding.
      for (const other of all.filter((c) => c !== client)) {
        const waiting = `waiting for ${name} to order triggered abilities`;
        await other.waitFor(() => other.state.waitingText === waiting, waiting);
        expect(other.prompt()).toBeNull();
      }
      await client.answer({ kind: "order", order: [...order] });
    }
    expect(asked).toEqual(["Ben", "Cid", "Ana"]);

    // The last one put on the stack is on top (603.3b): Ben's first, then Cid's, then Ana's. Ben and Cid
    // can't respond and pass; Ana gets priority.
    await ana.waitForPrompt("priority");
    for (const c of all) {
      await c.waitFor(() => c.state.stack.length === 7, "seven objects on the stack");
      expect(c.state.stack.map((s) => `${s.name} (${["Ana", "Ben", "Cid"][s.controller]})`)).toEqual([
        "Lightning Bolt (Ben)",
        "Chalice of the Void (Ben)",
        "Hesitation (Ben)",
        "Hesitation (Cid)",
        "Chalice of the Void (Cid)",
        "Chalice of the Void (Ana)",
        "Hesitation (Ana)",
      ]);
      expect(c.state.stack.slice(1).every((s) => s.kind === "triggeredAbility")).toBe(true);
    }
  });
});
