// Nothing lost: a table survives its server being killed (kill -9) and restarted, and a shutdown on SIGTERM.
// Real server processes on one database folder, two seated SDK clients and a spectator: after the restart the
// table is back under its invite code at the same prompt, the clocks didn't run while it was down, the clients
// came back by themselves (their seat tokens claim their seats), a reloaded page claims its seat, and a finished
// game's record is served to its players.

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connect, type Table } from "../../client-sdk/index.ts";
import { freePort } from "../../scripts/free-port.ts";
import type { GameRecordResponse } from "../../shared/protocol.ts";
import { startServerProcess, stopAll, type TestProcess } from "../support/processes.ts";

const dataDir = mkdtempSync(join(tmpdir(), "mtg-table-restart-"));
afterAll(async () => {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Short delays between attempts: the server is back within a few seconds. */
const RECONNECTION = { reconnection: { maxAttempts: 80, delayMs: 50, maxDelayMs: 250 } };
/** How long the server stays down: longer than any slack in the clock checks below. */
const DOWNTIME_MS = 3000;

function once(table: Table, event: "reconnected" | "failed" | "closing"): Promise<unknown> {
  return new Promise((resolve) => {
    const off = table.events.on(event, (...args: unknown[]) => {
      off();
      resolve(args[0]);
    });
  });
}

/** Answers the prompt one of the players has: keeps a hand, passes priority. */
async function step(players: readonly Table[]): Promise<void> {
  const waiting = await Promise.race(players.map((t) => t.nextPrompt().then(() => t)));
  const prompt = waiting.prompt!;
  if (prompt.kind === "mulligan") await waiting.keep();
  else if (prompt.kind === "priority") await waiting.pass();
  else throw new Error(`unexpected prompt ${prompt.kind}`);
}

/** What must be the same after the restart: the prompt, the turn, each player's own hand. */
function position(ana: Table, ben: Table): unknown {
  const s = ana.state;
  return {
    code: s.code,
    turn: s.turn,
    step: s.step,
    prompt: ana.prompt ?? ben.prompt,
    anaHand: s.players[0]!.hand?.map((c) => c.name),
    benHand: ben.state.players[1]!.hand?.map((c) => c.name),
    life: s.players.map((p) => p.life),
  };
}

async function gameRecord(server: TestProcess, code: string, token?: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/games/${code}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: response.status, body: await response.json() };
}

describe("a table survives its server", () => {
  it("kill -9, restart, a reloaded page, SIGTERM, restart again, and the finished game's record", async () => {
    const port = await freePort();
    const env = (): Record<string, string> => ({ DATA_DIR: dataDir });
    const first = await startServerProcess("first", env, port);
    const health = (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as { storage: { kind: string; path: string } };
    expect(health.storage).toEqual({ kind: "sqlite", path: join(dataDir, "tables.sqlite") });
    expect(existsSync(join(dataDir, "tables.sqlite"))).toBe(true);

    const url = `ws://127.0.0.1:${port}`;
    const ana = await connect(url, RECONNECTION).createTable(
      { name: "Restart", spectators: true, clock: { minutes: 10, incrementSeconds: 0 } },
      { name: "Ana", deck: { starter: "red-burn-goblins" } },
    );
    const ben = await connect(url, RECONNECTION).joinTable(ana.code, { name: "Ben", deck: { starter: "green-creatures" } });
    const eve = await connect(url, RECONNECTION).spectate(ana.code, "Eve");
    expect(ana.seatToken).toMatch(/^[\w-]{43}$/);
    // Every priority goes to its player: no pass the table would make for them after a delay (which a restart
    // decides again, and which would move the game on while the test looks).
    await Promise.all([ana, ben].map((t) => t.setSettings({ autoPassWhenNothingToDo: false })));
    await ana.ready();
    await ben.ready();
    for (let i = 0; i < 6; i++) await step([ana, ben]);
    const before = position(ana, ben);
    const waitingOn = (ana.prompt ? 0 : 1) as 0 | 1;
    const clockBefore = ana.state.players[waitingOn]!.clockMs!;
    const logBefore = ana.log.length;

    // kill -9: nothing is told, nothing flushed beyond what each input already wrote.
    const back = [ana, ben, eve].map((t) => once(t, "reconnected"));
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    await new Promise((r) => setTimeout(r, DOWNTIME_MS));
    const restartedAt = Date.now();
    const second = await startServerProcess("second", env, port);
    await Promise.all(back);

    await ana.waitFor((s) => s.code === (before as { code: string }).code && s.players[0]!.connected && s.players[1]!.connected);
    await ben.waitFor((s) => s.players[0]!.connected);
    expect(position(ana, ben)).toEqual(before);
    expect(ana.state.you).toBe(0);
    expect(ben.state.you).toBe(1);
    expect(eve.state.you).toBeNull();
    expect(eve.state.players[0]!.hand).toBeNull();
    // The downtime was nobody's: the running clock lost no more than the time since the new process started.
    const clockAfter = ana.state.players[waitingOn]!.clockMs!;
    expect(clockAfter).toBeLessThanOrEqual(clockBefore);
    expect(clockBefore - clockAfter).toBeLessThanOrEqual(Date.now() - restartedAt);
    // The log came back whole, with a line saying what happened.
    expect(ana.log.length).toBeGreaterThan(logBefore);
    expect(ana.log.some((e) => e.kind === "table" && e.text.includes("server restarted"))).toBe(true);
    // And the game goes on.
    await step([ana, ben]);

    // A reloaded page claims the seat with its token; the old connection loses it.
    const lost = once(ana, "failed");
    const reloaded = await connect(url, RECONNECTION).claimSeat(ana.code, ana.seatToken!, "Ana");
    expect(reloaded.state.you).toBe(0);
    expect(reloaded.state.players[0]!.hand?.length).toBeGreaterThan(0);
    await lost;
    // A token of no seat is refused.
    await expect(connect(url).claimSeat(ana.code, "x".repeat(43), "Mallory")).rejects.toThrow(/belongs to no seat/);

    // While the game goes on, its record is nobody's to read.
    expect((await gameRecord(second, ana.code, ben.seatToken!)).status).toBe(409);

    // SIGTERM drains: the tables are told their record is kept, and a shutdown records no result.
    const told = [reloaded, ben, eve].map((t) => once(t, "closing"));
    const backAgain = [reloaded, ben, eve].map((t) => once(t, "reconnected"));
    second.child.kill("SIGTERM");
    expect(await Promise.all(told)).toEqual([0, 1, 2].map(() => expect.objectContaining({ kept: true })));
    expect(await second.exited).toBe(0);
    const third = await startServerProcess("third", env, port);
    await Promise.all(backAgain);
    await reloaded.waitFor((s) => s.players.every((p) => p.connected));
    expect(reloaded.state.status).toBe("playing");
    expect(reloaded.state.players.map((p) => p.status)).toEqual(["playing", "playing"]);

    // The game ends; its players may read its record, with the log as they saw it.
    await reloaded.concede();
    await ben.waitFor((s) => s.status === "finished");
    expect((await gameRecord(third, ana.code)).status).toBe(401);
    expect((await gameRecord(third, ana.code, "y".repeat(43))).status).toBe(404);
    const { status, body } = await gameRecord(third, ana.code, ben.seatToken!);
    expect(status).toBe(200);
    const record = body as GameRecordResponse;
    expect(record.seat).toBe(1);
    expect(record.players).toEqual(["Ana", "Ben"]);
    expect(record.record?.result).toEqual({ winners: [1], draw: false });
    expect(record.record?.inputs.length).toBeGreaterThan(6);
    expect(record.log.filter((e) => e.kind === "table" && e.text.includes("server restarted"))).toHaveLength(2);
    // Ben's log names Ben's cards, never Ana's hand.
    expect(record.log.map((e) => e.seq)).toEqual(record.log.map((_, i) => i));
  }, 120_000);
});
