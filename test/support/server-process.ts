// A table server in its own process (`node server/main.ts`), for tests of what only a real process shows: a kill,
// a restart, a shutdown on a signal. Each waits for /health before it resolves and is killed in `stopAll`.

import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const NODE = process.execPath;
const START_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  /** What the process wrote to stderr (its log lines). */
  readonly output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
}

const running = new Set<ChildProcess>();

/** Starts a server on `port` with these environment variables; resolves once /health answers. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(NODE, ["--disable-warning=ExperimentalWarning", "server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  running.add(child);
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? "unknown");
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before it answered:\n${output}`);
    try {
      if ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer /health within ${START_TIMEOUT_MS} ms:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, url, child, output: () => output, exited };
}

/** Kills every server process a test started and not yet stopped. */
export async function stopAll(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
}
