// Hidden information that could leak through the table's behaviour rather than through a card's name:
// what the table's "pass when I can do nothing" decides from a hand, and the id a token had in a hand.
// Real server, real SDK clients; everything an opponent and a spectator receive is recorded.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import type { LogEntry } from "../../shared/protocol.ts";
import { filler } from "../support/scenario.ts";
import { joinTable, openTable, startTestServer, type TableClient } from "../support/table-server.ts";

let server: ColyseusTestServer;
beforeAll(async () => {
  // Short delays keep the test quick; their being random is what matters, not their length.
  server = await startTestServer({ autoPassDelayMs: { min: 20, max: 60 } });
});
afterAll(async () => {
  await server.shutdown();
});

/** After every patch: who the game waits on, for what, and the stack ("1:priority:Lightning Bolt"). */
function followWaiting(client: TableClient): string[] {
  const seen: string[] = [];
  const note = (): void => {
    const s = client.state;
    seen.push(`${s.waitingFor}:${s.waitingKind}:${[...s.stack].map((o) => o.name).join(",")}`);
  };
  client.room.onStateChange(note);
  return seen;
}

async function seatAndStart(players: readonly TableClient[]): Promise<void> {
  for (const c of players) await c.send("sit", { acceptSandbox: true });
  for (const c of players) await c.send("ready", { ready: true });
  for (const c of players) await c.waitFor(() => c.state.status === "playing", "the game to start");
}

/** The fields of events that hold an object's id. */
const OBJECT_ID_FIELDS = ["object", "newId", "oldId", "card", "fromId", "fromHand", "permanent", "source", "for"];

const eventsOf = (log: readonly LogEntry[]) => log.flatMap((e) => (e.kind === "event" ? [e.event] : []));

describe("the table's auto-pass tells the others nothing about a hand", () => {
  /**
   * Ana Bolts Ben, who has "pass when I can do nothing" on (the default). What Ana and a spectator receive
   * until Ana has priority again, and whether Ben's client was asked (it passes by itself if `benPasses`).
   */
  async function boltBen(benHand: readonly string[], benPasses: boolean) {
    const sandbox = {
      turn: 3,
      players: [
        // The Mountain in hand gives Ana something to do after the Bolt, so the table waits on her there.
        { name: "Ana", hand: ["Lightning Bolt", "Mountain"], battlefield: ["Mountain"], library: filler() },
        { name: "Ben", hand: [...benHand], library: filler() },
      ],
    };
    const ana = await openTable(server, { name: "Side channel", sandbox }, "Ana");
    const ben = await joinTable(server, ana.state.code, "Ben");
    const cid = await joinTable(server, ana.state.code, "Cid", true);
    const waiting = { ana: followWaiting(ana), cid: followWaiting(cid) };
    let benAsked = false;
    ben.room.onStateChange(() => void (benAsked ||= ben.prompt()?.kind === "priority" && ben.state.stack.length > 0));
    await seatAndStart([ana, ben]);
    const framesBefore = { ana: ana.frames.length, cid: cid.frames.length };

    await ana.waitForPrompt("priority");
    const bolt = ana.me().hand.find((c) => c.name === "Lightning Bolt")!;
    await ana.answer({ kind: "cast", card: bolt.id });
    await ana.waitForPrompt("chooseTargets");
    await ana.answer({ kind: "targets", targets: [{ kind: "player", id: 1 }] });
    await ana.waitForPrompt("payCosts");
    await ana.answer({ kind: "autoPay" });
    if (benPasses) {
      await ben.waitFor(() => ben.prompt()?.kind === "priority" && ben.state.stack.length === 1, "Ben's priority with the Bolt on the stack");
      await ben.answer({ kind: "pass" });
    }

    const resolved = (c: TableClient) => (): boolean =>
      c.state.stack.length === 0 &&
      c.state.waitingFor === 0 &&
      c.state.waitingKind === "priority" &&
      c.logText().includes("Lightning Bolt deals 3 damage to Ben.");
    await ana.waitFor(resolved(ana), "the Bolt to resolve, for Ana");
    await cid.waitFor(resolved(cid), "the Bolt to resolve, for the spectator");
    expect(ana.state.players[1]!.life).toBe(17);
    const seen = {
      waiting,
      log: { ana: ana.log, cid: cid.log },
      // Sizes of the frames received since the game started: patches and log messages.
      frames: { ana: ana.frames.slice(framesBefore.ana).map((f) => f.length), cid: cid.frames.slice(framesBefore.cid).map((f) => f.length) },
      benAsked,
      benHandCount: ana.state.players[1]!.handCount,
    };
    for (const c of [ana, ben, cid]) await c.room.leave();
    return seen;
  }

  it("405.1, 117.3d: Ben holding an instant he can't pay for, or only a land and a creature, looks the same to Ana and a spectator: the game waits on him, then the Bolt resolves", async () => {
    const holding = await boltBen(["Shock", "Forest"], true);
    const nothing = await boltBen(["Grizzly Bears", "Forest"], false);

    // In both, each of the others saw the game wait on Ben to act or pass, with the Bolt on the stack,
    // before it resolved and the game waited on Ana again.
    for (const seen of [holding, nothing])
      for (const states of [seen.waiting.ana, seen.waiting.cid]) {
        const onBen = states.indexOf("1:priority:Lightning Bolt");
        expect(onBen).toBeGreaterThanOrEqual(0);
        expect(states.indexOf("0:priority:", onBen)).toBeGreaterThan(onBen);
      }
    // Ben himself was asked both times; the second time the table passed for him.
    expect([holding.benAsked, nothing.benAsked]).toEqual([true, true]);
    expect(holding.benHandCount).toBe(nothing.benHandCount);

    // Patch by patch, log entry by log entry, frame by frame: the same.
    expect(nothing.waiting.ana).toEqual(holding.waiting.ana);
    expect(nothing.waiting.cid).toEqual(holding.waiting.cid);
    expect(nothing.log.ana).toEqual(holding.log.ana);
    expect(nothing.log.cid).toEqual(holding.log.cid);
    expect(nothing.frames.ana).toEqual(holding.frames.ana);
    expect(nothing.frames.cid).toEqual(holding.frames.cid);
  });
});

describe("a token that ceased to exist in a hand", () => {
  it("704.5d, 400.7: Capsize bounces Ben's Soldier token; Ana and a spectator learn it ceased to exist, but not its id in Ben's hand", async () => {
    const islands = ["Island", "Island", "Island"];
    const sandbox = {
      turn: 3,
      players: [
        { name: "Ana", hand: ["Capsize"], battlefield: islands, library: filler() },
        { name: "Ben", battlefield: ["Soldier Token"], library: filler() },
      ],
    };
    const ana = await openTable(server, { name: "Token", sandbox }, "Ana");
    const ben = await joinTable(server, ana.state.code, "Ben");
    const cid = await joinTable(server, ana.state.code, "Cid", true);
    await seatAndStart([ana, ben]);

    await ana.waitForPrompt("priority");
    const token = ana.state.battlefield.find((p) => p.name === "Soldier Token")!.id;
    await ana.answer({ kind: "cast", card: ana.me().hand.find((c) => c.name === "Capsize")!.id });
    await ana.waitForPrompt("chooseCosts");
    await ana.answer({ kind: "costs", alternative: "mana", optional: {} });
    await ana.waitForPrompt("chooseTargets");
    await ana.answer({ kind: "targets", targets: [{ kind: "object", id: token }] });
    await ana.waitForPrompt("payCosts");
    await ana.answer({ kind: "autoPay" });

    const gone = (c: TableClient) => (): boolean => c.logText().includes("Soldier Token ceases to exist (704.5d).");
    for (const c of [ana, ben, cid]) await c.waitFor(gone(c), "the token to cease to exist");
    const inHand = eventsOf(ben.log).find((e) => e.type === "zoneChanged" && e.name === "Soldier Token" && e.to === "hand");
    expect(inHand?.type === "zoneChanged" && inHand.newId).toEqual(expect.any(Number));
    const id = inHand?.type === "zoneChanged" ? inHand.newId : null;
    expect(eventsOf(ben.log)).toContainEqual(expect.objectContaining({ type: "ceasedToExist", object: id, zone: "hand" }));

    for (const c of [ana, cid]) {
      const ids = eventsOf(c.log).flatMap((e) => Object.entries(e).flatMap(([k, v]) => (OBJECT_ID_FIELDS.includes(k) && typeof v === "number" ? [v] : [])));
      expect(ids).toContain(token);
      expect(ids).not.toContain(id);
      expect(eventsOf(c.log)).toContainEqual(expect.objectContaining({ type: "ceasedToExist", object: null, zone: "hand", name: "Soldier Token" }));
    }
    for (const c of [ana, ben, cid]) await c.room.leave();
  });
});
