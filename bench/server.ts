// Load benchmark of the table server: the server runs as its own process; this process plays G two-player
// tables at once with bot clients (client-sdk's RandomBot) that answer every prompt at random after a
// moment's thought (--think-ms, 500 on average; 0 for bots as fast as they can), opening a new table
// whenever one finishes so that G games are always in progress. It measures, for every answer, the time
// until every client of that table has received the resulting patch.
//
//   npm run bench:server                          # 200 tables, 3 rounds of 20 seconds, recorded in BENCHMARKS.md
//   npm run bench:server -- --games 50 --seconds 10 --rounds 1 --think-ms 0 --json
//
// The machine is shared: each round's p99 is reported, so that a noisy neighbour shows as one bad round.

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../scripts/free-port.ts";
import { connect, RandomBot, type Table, type TableServer } from "../client-sdk/index.ts";
import type { Answer } from "../shared/prompt.ts";
import { STARTER_DECK_NAMES } from "../server/decks/starter-decks.ts";
import { flag, positiveNumber, runCli, seed, wholeNumber } from "../scripts/cli-args.ts";
import { machineDescription, percentile, recordSection } from "./report.ts";

const { json, ...args } = runCli({
  synopsis: [
    "usage: npm run bench:server -- [--games N] [--seconds N] [--rounds N] [--seed S] [--think-ms N] [--memory] [--json]",
    "Load benchmark: a table server in its own process, bot clients playing N tables at once; recorded in BENCHMARKS.md.",
  ].join("\n"),
  options: {
    games: wholeNumber({ min: 1, default: 200, help: "tables in progress at once" }),
    // An hour at most: a longer round is surely a mistyped number.
    seconds: positiveNumber({ max: 3600, default: 20, help: "length of each round, fractions allowed" }),
    rounds: wholeNumber({ min: 1, default: 3, help: "rounds, each with its own p99" }),
    seed: seed({ default: 1, help: "seed of the bots' choices" }),
    thinkMs: wholeNumber({ min: 0, max: 60_000, default: 500, help: "the bots' average time to answer, in ms; 0 for as fast as they can" }),
    memory: flag("keep the tables' records in memory (DATA_DIR=:memory:) instead of a database file in a temporary folder"),
    json: flag("print the figures as one JSON object instead of recording them"),
  },
});
const PATCH = 15; // Protocol.ROOM_STATE_PATCH

/** Where the server keeps its records: a fresh folder of its own (removed afterwards), or memory. */
const dataDir = args.memory ? ":memory:" : mkdtempSync(join(tmpdir(), "mtg-table-bench-"));
process.on("exit", () => {
  if (dataDir !== ":memory:") rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--expose-gc", "--disable-warning=ExperimentalWarning", "server/main.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: "warn",
      MESSAGES_PER_SECOND: "1000",
      TABLES_PER_MINUTE: "100000",
      OPEN_TABLES_PER_ADDRESS: "100000",
      JOINS_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "inherit", "pipe"],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error("the server did not start");
}

interface Health {
  readonly memory: { readonly heapUsedBytes: number };
  readonly eventLoopDelayMs: { readonly p50: number; readonly p99: number; readonly max: number };
}

async function health(port: number, query: string): Promise<Health> {
  return (await (await fetch(`http://127.0.0.1:${port}/health?${query}`)).json()) as Health;
}

async function serverHeap(port: number): Promise<number> {
  return (await health(port, "gc=1")).memory.heapUsedBytes;
}

type PatchKind = "priorityPass" | "cast" | "resolution";

const stats = {
  answers: 0,
  errors: 0,
  errorSamples: [] as string[],
  latenciesMs: [] as number[],
  /** Patch sizes: to the table's players (their prompts included) and to a spectator (the public part). */
  playerPatchBytes: { priorityPass: [] as number[], cast: [] as number[], resolution: [] as number[] },
  publicPatchBytes: { priorityPass: [] as number[], cast: [] as number[], resolution: [] as number[] },
  gamesFinished: 0,
};

function error(what: string): void {
  stats.errors++;
  if (stats.errorSamples.length < 5) stats.errorSamples.push(what);
}

/** One client at a table (a seated player or a spectator), counting the patch frames it receives. */
class Seat {
  readonly table: Table;
  /** Sizes of the patch frames received, in order. */
  readonly patches: number[] = [];
  onPatch: () => void = () => undefined;

  constructor(table: Table) {
    this.table = table;
    const ws = (table.room.connection as unknown as { transport: { ws: WebSocket } }).transport.ws;
    ws.addEventListener("message", (ev: MessageEvent) => {
      const bytes = new Uint8Array(ev.data as ArrayBuffer);
      if ((bytes[0]! & 31) === PATCH) {
        this.patches.push(bytes.byteLength);
        this.onPatch();
      }
    });
  }
}

/** An answer on its way: every client of the table still to receive the patch it causes. */
interface InFlight {
  readonly t0: number;
  readonly kind: PatchKind | null;
  readonly stackBefore: number;
  readonly waiting: Set<Seat>;
}

/** One table: two RandomBots (client-sdk) and maybe a spectator; the latency of each answer. */
class TableRun {
  private readonly players: Seat[];
  private readonly watcher: Seat | null;
  /** Answers in order; each client's next patch belongs to the oldest one still waiting for it. */
  private readonly inFlight: InFlight[] = [];
  finished = false;

  constructor(players: Seat[], watcher: Seat | null, seed: number) {
    this.players = players;
    this.watcher = watcher;
    for (const seat of watcher ? [...players, watcher] : players) {
      seat.onPatch = () => this.patched(seat);
      seat.table.events.on("failed", ({ code }) => {
        if (!this.finished) error(`a connection closed (${code})`);
      });
    }
    for (const [i, seat] of players.entries()) {
      const bot = new RandomBot(seat.table, { seed: seed + i, thinkMs: args.thinkMs, onAnswer: (_, answer) => this.answered(seat, answer) });
      void bot.play().then(() => {
        for (const e of bot.errors) error(`refused: ${e.code}: ${e.message}`);
        if (!this.finished) {
          this.finished = true;
          stats.gamesFinished++;
        }
      });
    }
  }

  private answered(seat: Seat, answer: Answer): void {
    const kind: PatchKind | null = answer.kind === "pass" ? "priorityPass" : answer.kind === "cast" ? "cast" : null;
    this.inFlight.push({
      t0: performance.now(),
      kind,
      stackBefore: seat.table.state.stack.length,
      waiting: new Set(this.watcher ? [...this.players, this.watcher] : this.players),
    });
    stats.answers++;
  }

  private patched(seat: Seat): void {
    const p = this.inFlight.find((f) => f.waiting.has(seat));
    if (!p) return;
    p.waiting.delete(seat);
    if (p.waiting.size > 0) return;
    this.inFlight.splice(this.inFlight.indexOf(p), 1);
    stats.latenciesMs.push(performance.now() - p.t0);
    if (p.kind) {
      const kind = p.kind === "priorityPass" && this.players[0]!.table.state.stack.length < p.stackBefore ? "resolution" : p.kind;
      for (const s of this.players) stats.playerPatchBytes[kind].push(s.patches.at(-1) ?? 0);
      if (this.watcher) stats.publicPatchBytes[kind].push(this.watcher.patches.at(-1) ?? 0);
    }
  }

  async leave(): Promise<void> {
    this.finished = true;
    await Promise.all([...this.players, ...(this.watcher ? [this.watcher] : [])].map((s) => s.table.leave().catch(() => undefined)));
  }
}

async function openTable(server: TableServer, n: number): Promise<TableRun> {
  const decks = [STARTER_DECK_NAMES[n % 4]!, STARTER_DECK_NAMES[(n + 1) % 4]!];
  const host = await server.createTable({ name: `bench ${n}` }, { name: "Ana", deck: { starter: decks[0]! } });
  const guest = await server.joinTable(host.code, { name: "Ben", deck: { starter: decks[1]! } });
  // One table in ten has a spectator, who receives only the public part of each patch.
  const watcher = n % 10 === 0 ? new Seat(await server.spectate(host.code, "Cid")) : null;
  const run = new TableRun([new Seat(host), new Seat(guest)], watcher, args.seed * 7919 + 2 * n);
  await host.ready();
  await guest.ready();
  return run;
}

async function main(): Promise<void> {
  const port = await freePort();
  const server = await startServer(port);
  const client = connect(`ws://127.0.0.1:${port}`);
  try {
    const heapBefore = await serverHeap(port);
    let opened = 0;
    const running = new Set<TableRun>();
    const keepUp = async (): Promise<void> => {
      const run = await openTable(client, opened++);
      running.add(run);
    };
    await Promise.all(Array.from({ length: args.games }, keepUp));
    const heapWithGames = await serverHeap(port);
    // Measure from here: G games in progress, a new one opened whenever one finishes.
    stats.answers = 0;
    stats.gamesFinished = 0;
    stats.latenciesMs.length = 0;
    const t0 = performance.now();
    const refill = setInterval(() => {
      for (const run of [...running]) {
        if (!run.finished) continue;
        running.delete(run);
        void run.leave();
        keepUp().catch((e: unknown) => error(`opening a table: ${String(e)}`));
      }
    }, 50);
    // Each round also reads how late the server's event loop ran: a lagging loop delays every table, while
    // a high p99 with a punctual server loop is the bot clients' process (on the same cores) falling behind.
    await health(port, "reset=1");
    const rounds: { p99Ms: number; serverLoopDelayMs: Health["eventLoopDelayMs"] }[] = [];
    let measured = 0;
    for (let round = 0; round < args.rounds; round++) {
      await new Promise((r) => setTimeout(r, args.seconds * 1000));
      const roundLatencies = stats.latenciesMs.slice(measured).sort((a, b) => a - b);
      measured = stats.latenciesMs.length;
      const serverLoopDelayMs = (await health(port, "reset=1")).eventLoopDelayMs;
      rounds.push({ p99Ms: Math.round(percentile(roundLatencies, 0.99) * 100) / 100, serverLoopDelayMs });
    }
    clearInterval(refill);
    const wallS = (performance.now() - t0) / 1000;
    await Promise.all([...running].map((r) => r.leave()));

    const lat = [...stats.latenciesMs].sort((a, b) => a - b);
    const mean = (xs: readonly number[]): number => (xs.length === 0 ? 0 : Math.round(xs.reduce((a, b) => a + b, 0) / xs.length));
    const result = {
      concurrentGames: args.games,
      thinkMs: args.thinkMs,
      persistence: !args.memory,
      seconds: Math.round(wallS),
      actionsPerSecond: Math.round(stats.answers / wallS),
      gamesFinished: stats.gamesFinished,
      p50Ms: Math.round(percentile(lat, 0.5) * 100) / 100,
      p99Ms: Math.round(percentile(lat, 0.99) * 100) / 100,
      rounds,
      errors: stats.errors,
      errorSamples: stats.errorSamples,
      bytesPerPriorityPass: mean(stats.publicPatchBytes.priorityPass),
      bytesPerCast: mean(stats.publicPatchBytes.cast),
      bytesPerResolution: mean(stats.publicPatchBytes.resolution),
      playerBytesPerPriorityPass: mean(stats.playerPatchBytes.priorityPass),
      playerBytesPerCast: mean(stats.playerPatchBytes.cast),
      playerBytesPerResolution: mean(stats.playerPatchBytes.resolution),
      memoryPerGameKiB: Math.round((heapWithGames - heapBefore) / args.games / 1024),
      machine: machineDescription(),
      date: new Date().toISOString().slice(0, 10),
    };
    if (json) console.log(JSON.stringify(result));
    else {
      const lines = [
        `${result.concurrentGames} two-player tables at once for ${result.seconds} s (${args.rounds} rounds): the server in its own process, bot clients in another,`,
        `on the same machine over loopback. Bots answer every prompt at random after ${args.thinkMs} ms on average; the server passes`,
        "priority for them by the default settings. One table in ten has a spectator.",
        args.memory
          ? "Records: kept in memory (DATA_DIR=:memory:)."
          : "Records: persistence on — every input written to the server's SQLite file before its patch goes out.",
        "Latency: from a client's answer to every client of that table having the resulting patch.",
        "",
        "| figure | value |",
        "|---|---|",
        `| concurrent games | ${result.concurrentGames} |`,
        `| answers/s (all tables) | ${result.actionsPerSecond} |`,
        `| games finished during the run | ${result.gamesFinished} |`,
        `| latency p50 / p99 (ms), all rounds | ${result.p50Ms} / ${result.p99Ms} |`,
        `| latency p99 of each round (ms) | ${result.rounds.map((r) => r.p99Ms).join(" / ")} |`,
        `| server event loop delay p99 / max of each round (ms) | ${result.rounds.map((r) => `${r.serverLoopDelayMs.p99} / ${r.serverLoopDelayMs.max}`).join(", ")} |`,
        `| bytes per patch, public part (to a spectator): priority pass / cast / resolution | ${result.bytesPerPriorityPass} / ${result.bytesPerCast} / ${result.bytesPerResolution} |`,
        `| bytes per patch to a player (with their prompt and its options): priority pass / cast / resolution | ${result.playerBytesPerPriorityPass} / ${result.playerBytesPerCast} / ${result.playerBytesPerResolution} |`,
        `| server heap per game (KiB) | ${result.memoryPerGameKiB} |`,
        `| errors | ${result.errors} |`,
        "",
        `Machine: ${result.machine}. Date: ${result.date}.`,
      ];
      console.log(lines.join("\n"));
      recordSection("Server: concurrent tables", lines.join("\n"));
    }
  } finally {
    server.kill("SIGTERM");
  }
}

await main();
