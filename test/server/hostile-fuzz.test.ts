// The hostile-client fuzzer (server/sim/server-fuzz.ts) against a real server: ten thousand messages no
// honest client sends, and honest games played meanwhile. And proof that it can fail: against a table room
// with a deliberately broken handler, it counts what the handler does.

import { describe, expect, it } from "vitest";
import type { Client } from "colyseus";
import { matchMaker } from "colyseus";
import { TableRoom } from "../../server/rooms/table-room.ts";
import { fuzzServer } from "../../server/sim/server-fuzz.ts";
import { isClean } from "../../server/sim/fuzz-counts.ts";
import { serverUrl, startTestServer } from "../support/table-server.ts";

describe("the hostile-client fuzzer", () => {
  it("10,000 hostile messages: nothing throws, no refusal changes a table, every invariant holds, the honest games end", async () => {
    const counts = await fuzzServer({ seed: 20_261, messages: 10_000, deadlineMs: 30_000 });
    expect(counts.failures).toEqual([]);
    expect({ throws: counts.throws, changesOnRefusal: counts.changesOnRefusal, invariantViolations: counts.invariantViolations }).toEqual({
      throws: 0,
      changesOnRefusal: 0,
      invariantViolations: 0,
    });
    expect(counts.inputs).toBeGreaterThanOrEqual(10_000);
    expect(counts.serverUpAtEnd).toBe(true);
    expect(counts.honestGamesFinished).toBeGreaterThanOrEqual(1);
    expect(counts.floodsCutOff).toBeGreaterThanOrEqual(1);
    // The memory bound was checked (the server runs in this process, which can collect garbage on demand).
    expect(counts.heapGrowthBytes).not.toBeNull();
  }, 60_000);

  it("can fail: a chat handler that changes the table before reading a payload it trusts is caught throwing and changing refused messages' tables", async () => {
    // A second chat handler, after the table's own: plain sends reach both. It touches the state first, then
    // reads `text` as if the payload had been checked.
    class BrokenTableRoom extends TableRoom {
      override async onCreate(raw: unknown): Promise<void> {
        await super.onCreate(raw);
        this.onMessage("chat", (_client: Client, payload: unknown) => {
          this.state.name += "!";
          if ((payload as { text: string }).text.length > 500) this.state.name = "long";
        });
      }
    }
    const server = await startTestServer({ messagesPerSecond: 100 });
    try {
      matchMaker.defineRoomType("broken-table", BrokenTableRoom, { limits: { messagesPerSecond: 100 } });
      const counts = await fuzzServer({
        seed: 7,
        messages: 2000,
        deadlineMs: 20_000,
        url: serverUrl(server),
        tableRoom: "broken-table",
        messagesPerSecond: 100,
      });
      expect(isClean(counts)).toBe(false);
      const failures = counts.failures.join("\n");
      // The handler's TypeError, logged through the room's onUncaughtException, and the state it changed.
      expect(failures).toMatch(/\[throws\] seed 7: .*"uncaughtException" in onMessage.*Cannot read properties of undefined \(reading 'length'\)/);
      expect(failures).toMatch(
        /\[changesOnRefusal\] seed 7: chain \d \((game|waiting) table\), message \d+: "chat" .* via send, .*refused .*the table changed/,
      );
      expect(counts.throws).toBeGreaterThan(0);
      expect(counts.changesOnRefusal).toBeGreaterThan(0);
    } finally {
      await server.shutdown();
    }
  }, 60_000);
});
