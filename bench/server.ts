// Load benchmark of the table server: the server runs as its own process; this process plays G two-player
// tables at once with bot clients that answer every prompt at random (shared/random-agent.ts) after a
// moment's thought (--think-ms, 500 on average; 0 for bots as fast as they can), opening a new table
// whenever one finishes so that G games are always in progress. It measures, for every answer, the time
// until every client of that table has received the resulting patch.
//
//   npm run bench:server                          # 200 tables, 3 rounds of 20 seconds, recorded in BENCHMARKS.md
//   npm run bench:server -- --games 50 --seconds 10 --rounds 1 --think-ms 0 --json
//
// The machine is shared: each round's p99 is reported, so that a noisy neighbour shows as one bad round.

import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../scripts/free-port.ts";
import { Client, type Room } from "@colyseus/sdk";
import type { Answer, Prompt } from "../shared/prompt.ts";
import { STARTER_DECK_NAMES } from "../server/decks/starter-decks.ts";
import { RandomAgent } from "../shared/random-agent.ts";
import type { TableState } from "../shared/schema.ts";
import { machineDescription, parseArgs, percentile, recordSection } from "./report.ts";

const args = parseArgs(process.argv.slice(2), { games: 200, seconds: 20, rounds: 3, seed: 1, thinkMs: 500 });
const json = process.argv.includes("--json");
const PATCH = 15; // Protocol.ROOM_STATE_PATCH

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--expose-gc", "server/main.ts"], { env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", MESSAGES_PER_SECOND: "1000" }, stdio: ["ignore", "inherit", "pipe"] });
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

/** One connection at a table: it answers its own prompts at random. */
class Bot {
  readonly room: Room;
  readonly agent: RandomAgent;
  private answeredAt = -1;
  /** Sizes of the patch frames received since the table's last answer. */
  readonly patches: number[] = [];
  onPatch: () => void = () => undefined;

  constructor(room: Room, seed: number) {
    this.room = room;
    this.agent = new RandomAgent(seed, { cancelRate: 0 });
    room.onMessage("log", () => undefined);
    room.onMessage("closing", () => undefined);
    const ws = (room.connection as unknown as { transport: { ws: WebSocket } }).transport.ws;
    ws.addEventListener("message", (ev: MessageEvent) => {
      const bytes = new Uint8Array(ev.data as ArrayBuffer);
      if ((bytes[0]! & 31) === PATCH) {
        this.patches.push(bytes.byteLength);
        this.onPatch();
      }
    });
  }

  get state(): TableState {
    return this.room.state as TableState;
  }

  prompt(): Prompt | null {
    const me = this.state.players?.find((p) => p.hand !== undefined && p.taken);
    return me?.prompt ? (JSON.parse(me.prompt) as Prompt) : null;
  }

  /**
   * The answer to send now, if this bot has a prompt it hasn't answered yet. A reversed cast brings back
   * the very prompt it started from (same id, 732.1), so "new" is told by the table's version.
   */
  next(): { prompt: Prompt; answer: Answer } | null {
    const prompt = this.prompt();
    if (!prompt || this.state.version === this.answeredAt) return null;
    this.answeredAt = this.state.version;
    return { prompt, answer: this.agent.answer(prompt) };
  }

  /** After a refusal the same prompt is answered again. */
  forget(): void {
    this.answeredAt = -1;
  }
}

/** One table: two bots, one answer in flight at a time, the latency of each. */
class TableRun {
  private readonly bots: Bot[];
  private readonly watcher: Bot | null;
  private pending: { t0: number; kind: PatchKind | null; stackBefore: number; waiting: Set<Bot> } | null = null;
  finished = false;
  private thinking = false;

  constructor(bots: Bot[], watcher: Bot | null) {
    this.bots = bots;
    this.watcher = watcher;
    for (const bot of watcher ? [...bots, watcher] : bots) {
      bot.onPatch = () => this.patched(bot);
      bot.room.onStateChange(() => this.step());
      bot.room.onLeave((code) => {
        if (!this.finished && code !== 1000) error(`a connection closed (${code})`);
      });
    }
  }

  private patched(bot: Bot): void {
    const p = this.pending;
    if (!p || !p.waiting.has(bot)) return;
    p.waiting.delete(bot);
    if (p.waiting.size > 0) return;
    stats.latenciesMs.push(performance.now() - p.t0);
    if (p.kind) {
      const kind = p.kind === "priorityPass" && this.bots[0]!.state.stack.length < p.stackBefore ? "resolution" : p.kind;
      for (const b of this.bots) stats.playerPatchBytes[kind].push(b.patches.at(-1) ?? 0);
      if (this.watcher) stats.publicPatchBytes[kind].push(this.watcher.patches.at(-1) ?? 0);
    }
    this.pending = null;
    queueMicrotask(() => this.step());
  }

  step(): void {
    if (this.pending || this.thinking || this.finished) return;
    if (this.bots[0]!.state.status === "finished") {
      this.finished = true;
      stats.gamesFinished++;
      return;
    }
    for (const bot of this.bots) {
      const next = bot.next();
      if (!next) continue;
      // A player takes a moment to decide: uniformly between half and one and a half times --think-ms.
      this.thinking = true;
      setTimeout(() => this.send(bot, next), args.thinkMs * (0.5 + Math.random()));
      return;
    }
  }

  private send(bot: Bot, next: { prompt: Prompt; answer: Answer }): void {
    this.thinking = false;
    if (this.finished) return;
    const kind: PatchKind | null = next.answer.kind === "pass" ? "priorityPass" : next.answer.kind === "cast" ? "cast" : null;
    this.pending = { t0: performance.now(), kind, stackBefore: bot.state.stack.length, waiting: new Set(this.watcher ? [...this.bots, this.watcher] : this.bots) };
    stats.answers++;
    bot.room.request("answer", { promptId: next.prompt.id, answer: next.answer }).catch((e: unknown) => {
      error(`refused: ${JSON.stringify((e as { reason?: unknown }).reason ?? String(e))}`);
      bot.forget();
      this.pending = null;
      queueMicrotask(() => this.step());
    });
  }


  async leave(): Promise<void> {
    this.finished = true;
    await Promise.all([...this.bots, ...(this.watcher ? [this.watcher] : [])].map((b) => b.room.leave().catch(() => undefined)));
  }
}

async function openTable(client: Client, n: number): Promise<TableRun> {
  const decks = [STARTER_DECK_NAMES[n % 4]!, STARTER_DECK_NAMES[(n + 1) % 4]!];
  const host = await client.create("table", { table: { name: `bench ${n}` }, player: { name: "Ana" } });
  const guest = await client.joinById(host.roomId, { player: { name: "Ben" } });
  const bots = [new Bot(host, args.seed * 7919 + 2 * n), new Bot(guest, args.seed * 7919 + 2 * n + 1)];
  // One table in ten has a spectator, who receives only the public part of each patch.
  const watcher = n % 10 === 0 ? new Bot(await client.joinById(host.roomId, { player: { name: "Cid", spectate: true } }), 0) : null;
  const run = new TableRun(bots, watcher);
  for (const [i, bot] of bots.entries()) await bot.room.request("sit", { deck: { starter: decks[i]! } });
  for (const bot of bots) await bot.room.request("ready", { ready: true });
  return run;
}

async function main(): Promise<void> {
  const port = await freePort();
  const server = await startServer(port);
  const client = new Client(`ws://127.0.0.1:${port}`);
  try {
    const heapBefore = await serverHeap(port);
    let opened = 0;
    const running = new Set<TableRun>();
    const keepUp = async (): Promise<void> => {
      const run = await openTable(client, opened++);
      running.add(run);
      run.step();
    };
    await Promise.all(Array.from({ length: args.games }, keepUp));
    const heapWithGames = await serverHeap(port);
    // Measure from here: G games in progress, a new one opened whenever one finishes.
    stats.answers = 0;
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
