// Sealed tables: each seat opens its own pool of six boosters (from the table's secret seed, so no player
// chooses it), told only to its player; a deck is at least 40 cards from that pool plus basic lands (100.2b).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { SEALED_BASIC_LANDS, type SealedPool } from "../../shared/protocol.ts";
import { joinTable, openTable, startTestServer, type TableClient } from "../support/table-server.ts";

let server: ColyseusTestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: 1 });
});
afterAll(async () => {
  await server.shutdown();
});

const poolOf = async (client: TableClient): Promise<SealedPool> => (await client.send("pool", {})) as SealedPool;

/** The playable cards of a pool that aren't basic lands, each as often as the pool has it. */
function playable(pool: SealedPool): string[] {
  return pool.boosters.flat().flatMap((c) => (c.supported && !SEALED_BASIC_LANDS.includes(c.name) ? [c.name] : []));
}

/** 40 cards: up to 23 of the pool's playable cards, then Plains. */
function poolDeck(pool: SealedPool): string {
  const counts = new Map<string, number>();
  for (const name of playable(pool).slice(0, 23)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const spells = [...counts.values()].reduce((a, b) => a + b, 0);
  return [...[...counts].map(([name, n]) => `${n} ${name}`), `${40 - spells} Plains`].join("\n");
}

async function sealedPair(): Promise<[TableClient, TableClient]> {
  const ana = await openTable(server, { name: "Sealed", sealed: { set: "m10" } }, "Ana");
  const ben = await joinTable(server, ana.state.code, "Ben");
  await ana.send("sit", {});
  await ben.send("sit", {});
  return [ana, ben];
}

describe("sealed tables", () => {
  it("refuses a set without booster sheets", async () => {
    await expect(openTable(server, { sealed: { set: "XYZ" } })).rejects.toThrow(/sealed\.set is one of/);
  });

  it("gives each seat its own pool of six boosters, told only to its player", async () => {
    const [ana, ben] = await sealedPair();
    const watcher = await joinTable(server, ana.state.code, "Cid", true);
    expect(ana.state.sealed).toBe("M10");
    // Sitting before a deck is built says so (not a sandbox's "position").
    expect(ana.log.some((e) => e.kind === "table" && e.text === "Ana sits down at seat 1 with a sealed pool.")).toBe(true);
    const anaPool = await poolOf(ana);
    const benPool = await poolOf(ben);
    expect(anaPool.set).toBe("M10");
    expect(anaPool.boosters).toHaveLength(6);
    // The same seat gets the same pool when it asks again; the other seat another one.
    expect(await poolOf(ana)).toEqual(anaPool);
    expect(benPool.boosters.flat().map((c) => c.name)).not.toEqual(anaPool.boosters.flat().map((c) => c.name));
    expect((await watcher.refused("pool", {})).code).toBe("NOT_SEATED");
    // A card only Ana opened never reaches Ben's or the spectator's connection; Ana's own does carry it.
    const benNames = new Set(benPool.boosters.flat().map((c) => c.name));
    const only = anaPool.boosters.flat().find((c) => !benNames.has(c.name) && !SEALED_BASIC_LANDS.includes(c.name))!;
    expect(ana.receivedText()).toContain(only.name);
    expect(ben.receivedText()).not.toContain(only.name);
    expect(watcher.receivedText()).not.toContain(only.name);
  });

  it("a pool belongs to the sitting: whoever takes a seat given up opens boosters of their own", async () => {
    const [ana] = await sealedPair();
    const before = await poolOf(ana);
    expect(await ana.send("stand", {})).toEqual({ ok: true });
    await ana.send("sit", {});
    const after = await poolOf(ana);
    expect(after.set).toBe(before.set);
    expect(after.boosters.flat().map((c) => c.name)).not.toEqual(before.boosters.flat().map((c) => c.name));
  });

  it("refuses readying without a deck, a starter deck, and a deck with a card outside the pool", async () => {
    const [ana] = await sealedPair();
    expect((await ana.refused("ready", { ready: true })).code).toBe("INVALID_DECK");
    expect((await ana.refused("deck", { deck: { starter: "red" } })).code).toBeTruthy();
    const pool = await poolOf(ana);
    const outsider = ["Grizzly Bears", "Lightning Bolt", "Counterspell", "Serra Angel"].find((n) => !playable(pool).includes(n))!;
    const list = poolDeck(pool).replace(/^(\d+) Plains$/m, (_, n: string) => `${Number(n) - 1} Plains\n1 ${outsider}`);
    const refusal = await ana.refused("deck", { deck: { list } });
    expect(refusal.code).toBe("INVALID_DECK");
    expect(refusal.problems).toContain(`${outsider} isn't in your sealed pool`);
    const short = await ana.refused("deck", { deck: { list: "20 Plains" } });
    expect(short.problems).toContain("a sealed deck needs at least 40 cards; this one has 20");
  });

  it("accepts a 40-card deck from the pool plus basic lands, and the game starts", async () => {
    const [ana, ben] = await sealedPair();
    await ana.send("deck", { deck: { list: poolDeck(await poolOf(ana)) } });
    await ben.send("deck", { deck: { list: poolDeck(await poolOf(ben)) } });
    expect(ana.state.players[0]!.deck).toBe("a sealed deck (M10)");
    // The choice is a keyed notice (said in each reader's language), its English kept for the record.
    await ana.waitFor(() => ana.log.some((e) => e.kind === "table" && e.notice?.key === "deckChosen"), "the deck notice");
    const chosen = ana.log.find((e) => e.kind === "table" && e.notice?.key === "deckChosen");
    expect(chosen).toMatchObject({ text: "Ana plays a sealed deck (M10).", notice: { params: { name: "Ana", deck: "a sealed deck (M10)" } } });
    await ana.send("ready", { ready: true });
    await ben.send("ready", { ready: true });
    await ana.waitFor(() => ana.state.status === "playing", "the game to start");
  });
});
