// Real processes for tests: table servers (`node server/main.ts`) and a Redis, each on a free loopback port,
// waited for by polling with a deadline, and all killed by `stopAll()` (call it in afterAll, it runs on failure too).

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "../../scripts/free-port.ts";
import { checkRedis } from "../../server/cluster.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const START_MS = 20_000;

export class TestProcess {
  readonly name: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  readonly exited: Promise<number | string>;
  private readonly lines: string[] = [];

  constructor(name: string, port: number, child: ChildProcess) {
    this.name = name;
    this.port = port;
    this.child = child;
    for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => this.lines.push(chunk.toString("utf8")));
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
  }

  /** Everything the process wrote, for failure messages. */
  get output(): string {
    return this.lines.join("").trim();
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends the signal and waits for the exit. */
  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<number | string> {
    if (this.running) this.child.kill(signal);
    return this.exited;
  }

  /** Polls `ready` until it holds; fails at once if the process exits first, and after START_MS. */
  async waitUntil(ready: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + START_MS;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited (${await this.exited}) before ${what}:\n${this.output}`);
      if (await ready().catch(() => false)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${this.name}: no ${what} within ${START_MS} ms:\n${this.output}`);
  }
}

const started: TestProcess[] = [];

function launch(name: string, port: number, command: string, args: readonly string[], env: Readonly<Record<string, string>> = {}): TestProcess {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const test = new TestProcess(name, port, child);
  started.push(test);
  return test;
}

/** Kills every process started here that still runs, and waits for them. */
export async function stopAll(): Promise<void> {
  await Promise.all(started.splice(0).map((p) => p.stop("SIGKILL")));
}

/**
 * Debian's redis-server on a free loopback port, keeping nothing on disk. Missing, it is an error, not a skip:
 * CI installs it (.ci/run).
 */
export async function startRedis(): Promise<{ readonly url: string; readonly process: TestProcess }> {
  const probe = spawnSync("redis-server", ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error("redis-server is not installed: these tests need a real Redis (Debian: apt-get install redis-server; .ci/run installs it)");
  }
  const port = await freePort();
  const redis = launch("redis-server", port, "redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]);
  const url = `redis://127.0.0.1:${port}/0`;
  await redis.waitUntil(() => checkRedis(url, 500).then(() => true), "answer to PING");
  return { url, process: redis };
}

type ServerEnvironment = (port: number) => Readonly<Record<string, string>>;

/**
 * `node server/main.ts` on `port` (a free one by default) with these environment variables (given the port), just
 * launched. Its records are kept in memory unless `env` gives it a DATA_DIR.
 */
export async function launchServerProcess(name: string, env: ServerEnvironment = () => ({}), port?: number): Promise<TestProcess> {
  const on = port ?? (await freePort());
  return launch(name, on, process.execPath, ["--disable-warning=ExperimentalWarning", "server/main.ts"], {
    LOG_LEVEL: "warn",
    MESSAGES_PER_SECOND: "1000",
    DATA_DIR: ":memory:",
    ...env(on),
    PORT: String(on),
  });
}

/** `node server/main.ts` as above, once its /health answers. */
export async function startServerProcess(name: string, env?: ServerEnvironment, port?: number): Promise<TestProcess> {
  const server = await launchServerProcess(name, env, port);
  await server.waitUntil(async () => (await fetch(`http://127.0.0.1:${server.port}/health`)).ok, "/health");
  return server;
}

/** A server process's /health, parsed. */
export async function healthOf<T = Record<string, unknown>>(server: TestProcess): Promise<T> {
  return (await (await fetch(`http://127.0.0.1:${server.port}/health`, { signal: AbortSignal.timeout(5000) })).json()) as T;
}
