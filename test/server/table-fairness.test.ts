// Shuffles no one can predict and anyone can check: the table commits to its secret seed when it opens,
// mixes in each player's entropy, reveals the seed when the game ends, and the players' record replays to
// the same end. Nothing a client receives before the end holds seed material.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { verifyGame } from "../../client-sdk/verify.ts";
import { engine } from "../../server/game.ts";
import { gameSeed, seedCommitment, type PublishedGame } from "../../shared/fairness.ts";
import type { GameConfig } from "../../server/engine/setup/setup.ts";
import type { Input } from "../../server/engine/engine.ts";
import { joinTable, openTable, startTestServer, type TableClient } from "../support/table-server.ts";

let server: ColyseusTestServer;
beforeAll(async () => {
  // No fixed seed: the table makes its own, as in production.
  server = await startTestServer();
});
afterAll(async () => {
  await server.shutdown();
});

const HEX64 = /^[0-9a-f]{64}$/;
const anaEntropy = "a".repeat(64);
const benEntropy = "0123456789abcdef".repeat(4);

async function playedToTheEnd(): Promise<{ ana: TableClient; ben: TableClient; watcher: TableClient; commitment: string; framesBeforeEnd: Uint8Array[][] }> {
  const ana = await openTable(server, { name: "Fair" }, "Ana");
  const commitment = ana.state.seedCommitment;
  const ben = await joinTable(server, ana.state.code, "Ben");
  const watcher = await joinTable(server, ana.state.code, "Watcher", true);
  await ana.send("sit", { deck: { starter: "green-creatures" } });
  await ben.send("sit", { deck: { starter: "red-burn-goblins" } });
  await ana.send("ready", { ready: true, entropy: anaEntropy });
  await ben.send("ready", { ready: true, entropy: benEntropy });
  await ana.waitFor(() => ana.state.status === "playing", "the game to start");
  await ana.waitFor(() => ana.state.waitingFor >= 0, "the first decision");
  const framesBeforeEnd = [ana, ben, watcher].map((c) => [...c.frames]);
  await ben.send("concede", {});
  for (const c of [ana, ben, watcher]) await c.waitFor(() => c.state.status === "finished" && c.state.seedReveal !== "", "the seed's reveal");
  return { ana, ben, watcher, commitment, framesBeforeEnd };
}

describe("commit–reveal of the game's seed", () => {
  it("the table commits to a 256-bit secret seed when it opens and reveals it only when the game is over", async () => {
    const { ana, ben, watcher, commitment, framesBeforeEnd } = await playedToTheEnd();
    expect(commitment).toMatch(HEX64);
    const serverSeed = ana.state.seedReveal;
    expect(serverSeed).toMatch(HEX64);
    expect(seedCommitment(serverSeed)).toBe(commitment);
    for (const c of [ben, watcher]) expect(c.state.seedReveal).toBe(serverSeed);
    // Nothing any client received before the end carries the server's seed or the game's seed, as hex or as bytes.
    const gameSeedHex = gameSeed(serverSeed, [anaEntropy, benEntropy]);
    for (const frames of framesBeforeEnd) {
      const text = frames.map((f) => Buffer.from(f).toString("latin1")).join("\n");
      const bytes = Buffer.concat(frames.map((f) => Buffer.from(f)));
      for (const secret of [serverSeed, gameSeedHex]) {
        expect(text).not.toContain(secret);
        expect(bytes.includes(Buffer.from(secret, "hex"))).toBe(false);
      }
    }
  });

  it("the players' record mixes each seat's entropy into the seed and replays to the same end; spectators and unfinished games get none", async () => {
    const early = await openTable(server, { name: "Not yet" }, "Ana");
    await early.send("sit", { deck: { starter: "green-creatures" } });
    expect((await early.refused("record", {})).code).toBe("GAME_NOT_OVER");

    const { ana, watcher } = await playedToTheEnd();
    expect((await watcher.refused("record", {})).code).toBe("NOT_SEATED");
    const record = (await ana.send("record", {})) as PublishedGame<GameConfig, Input>;
    expect(record.fairness.entropy).toEqual([anaEntropy, benEntropy]);
    expect(record.fairness.seed).toBe(gameSeed(record.fairness.serverSeed, [anaEntropy, benEntropy]));
    expect(record.config.seed).toBe(record.fairness.seed);
    expect(record.result).toEqual({ winners: [0], draw: false });
    const report = verifyGame(record, engine);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
    // A server that shuffled with another seed than the committed one is caught.
    const forged = { ...record, fairness: { ...record.fairness, serverSeed: "f".repeat(64) } };
    expect(verifyGame(forged, engine).checks.find((c) => c.name === "commitment")!.ok).toBe(false);
  });
});
