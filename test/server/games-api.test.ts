// GET /api/games/:code gives, with a finished game's record, where each input's lines begin in the log: replaying
// the record, each input's own events are exactly the log's event lines from its start to the next input's, and a
// chat line sent between two inputs sits between them.

import type { ColyseusTestServer } from "@colyseus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEvent, type GameConfig, type Input } from "../../server/engine/index.ts";
import { engine } from "../../server/game.ts";
import type { GameRecordResponse } from "../../shared/protocol.ts";
import { playShortGame } from "../support/short-game.ts";
import { serverUrl, startTestServer } from "../support/table-server.ts";

let server: ColyseusTestServer;
beforeAll(async () => {
  // Seed 17 deals Ana (who plays first) a Mountain and a Raging Goblin.
  server = await startTestServer({ seed: 17 });
});
afterAll(() => server.shutdown());

describe("a finished game's record", () => {
  it("says where each input's lines begin in the log", async () => {
    const { ana } = await playShortGame(serverUrl(server));

    const response = await fetch(`${serverUrl(server).replace(/^ws/, "http")}/api/games/${ana.code}`, {
      headers: { authorization: `Bearer ${ana.seatToken}` },
    });
    const body = (await response.json()) as GameRecordResponse;
    const inputs = body.record!.inputs as readonly Input[];
    const starts = body.inputLogStarts!;
    expect(starts).toHaveLength(inputs.length);

    // Each input's event lines, replayed, are the log's between its start and the next input's.
    const context = { players: body.players.map((name) => ({ name })) };
    const lines = (events: readonly { type: string }[]): string[] =>
      events.filter((e) => describeEvent(e as Parameters<typeof describeEvent>[0], context) !== null).map((e) => e.type);
    const logged = (from: number, to: number): string[] => body.log.slice(from, to).flatMap((e) => (e.kind === "event" ? [e.event.type] : []));
    const started = engine.newGame(body.record!.config as GameConfig);
    if (!started.ok) throw new Error(started.error.message);
    expect(logged(0, starts[0]!)).toEqual(lines(started.events));
    let state = started.state;
    inputs.forEach((input, i) => {
      const next = engine.apply(state, input);
      if (!next.ok) throw new Error(next.error.message);
      expect(logged(starts[i]!, starts[i + 1] ?? body.log.length), `input ${i}`).toEqual(lines(next.events));
      state = next.state;
    });
    // The chat line sits among the lines written while the game waited for the input after it: none of an input's lines follow it early.
    const chat = body.log.findIndex((e) => e.kind === "chat");
    const after = starts.findIndex((s) => s > chat);
    expect(after).toBeGreaterThan(0);
    expect(body.log.slice(starts[after - 1]!, chat).every((e) => e.kind !== "chat")).toBe(true);
  }, 60_000);
});
