// Start-up benchmark: how long the table server takes from its process starting to listening, and its memory
// once listening (after a garbage collection); and, in a process of its own, what loading the card data
// (server/card-data: every card's name indexed, the records kept as bytes) adds to the memory.
//
//   npm run bench:startup                 # 5 rounds, recorded in BENCHMARKS.md
//   npm run bench:startup -- --rounds 3 --json

import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { freePort } from "../scripts/free-port.ts";
import { flag, runCli, wholeNumber } from "../scripts/cli-args.ts";
import { machineDescription, percentile, recordSection } from "./report.ts";

const { rounds, json } = runCli({
  synopsis: [
    "usage: npm run bench:startup -- [--rounds N] [--json]",
    "The table server's start-up time and memory, and what the card data adds; recorded in BENCHMARKS.md.",
  ].join("\n"),
  options: {
    rounds: wholeNumber({ min: 1, max: 100, default: 5, help: "server starts to time" }),
    json: flag("print the figures as one JSON object instead of recording them"),
  },
});

const MB = 1e6;
const root = new URL("../", import.meta.url);

/** One start: milliseconds until the server says it listens, and its memory then (after a collection). */
async function startOnce(): Promise<{ ms: number; rssMb: number; heapMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["--expose-gc", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  try {
    const ms = await new Promise<number>((resolve, reject) => {
      let err = "";
      child.stderr!.on("data", (chunk: Buffer) => {
        err += chunk.toString();
        if (err.includes("listening on")) resolve(performance.now() - started);
      });
      child.once("exit", (code) => reject(new Error(`the server exited (${code}): ${err}`)));
    });
    const health = (await (await fetch(`http://127.0.0.1:${port}/health?gc=1`)).json()) as { memory: { rssBytes: number; heapUsedBytes: number } };
    return { ms, rssMb: health.memory.rssBytes / MB, heapMb: health.memory.heapUsedBytes / MB };
  } finally {
    child.kill();
  }
}

/** In a fresh process: memory before and after the card data is loaded, and how long loading took. */
async function cardDataCost(): Promise<{ loadMs: number; rssMb: number; heapMb: number; externalMb: number; cards: number }> {
  const script = `
    const gc = globalThis.gc;
    const settle = async () => { gc(); await new Promise((r) => setTimeout(r, 50)); gc(); return process.memoryUsage(); };
    const data = await import(${JSON.stringify(new URL("server/card-data/card-data.ts", root).href)});
    const before = await settle();
    const t = performance.now();
    const cards = data.cardNames().length;
    const loadMs = performance.now() - t;
    const after = await settle();
    console.log(JSON.stringify({ loadMs, cards, rss: after.rss - before.rss, heap: after.heapUsed - before.heapUsed, external: after.external - before.external }));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ["--expose-gc", "--input-type=module", "-e", script], { cwd: root });
  const r = JSON.parse(stdout) as { loadMs: number; cards: number; rss: number; heap: number; external: number };
  return { loadMs: r.loadMs, cards: r.cards, rssMb: r.rss / MB, heapMb: r.heap / MB, externalMb: r.external / MB };
}

const starts: { ms: number; rssMb: number; heapMb: number }[] = [];
for (let i = 0; i < rounds; i++) starts.push(await startOnce());
const data = await cardDataCost();
const median = (values: number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const round1 = (n: number): number => Math.round(n * 10) / 10;
const figures = {
  startupMs: Math.round(median(starts.map((s) => s.ms))),
  startupMsEach: starts.map((s) => Math.round(s.ms)),
  rssMb: round1(median(starts.map((s) => s.rssMb))),
  heapMb: round1(median(starts.map((s) => s.heapMb))),
  cardData: { cards: data.cards, loadMs: Math.round(data.loadMs), rssMb: round1(data.rssMb), heapMb: round1(data.heapMb), externalMb: round1(data.externalMb) },
};

if (json) console.log(JSON.stringify(figures));
else {
  recordSection(
    "Server start-up and the card data",
    [
      `The server's process started ${rounds} times (\`node server/main.ts\`, the browser table already built): time until it`,
      "listens, and its memory then, after a garbage collection (medians). Then, in a fresh process, what loading the",
      "card data adds: the cards file read and gunzipped, every name indexed, the records kept as bytes and parsed on",
      "demand.",
      "",
      "| figure | value |",
      "|---|---|",
      `| start-up to listening, ms | ${figures.startupMs} (${figures.startupMsEach.join(" / ")}) |`,
      `| server memory once listening: RSS / heap used, MB | ${figures.rssMb} / ${figures.heapMb} |`,
      `| card data: cards indexed | ${figures.cardData.cards} |`,
      `| card data: load time, ms | ${figures.cardData.loadMs} |`,
      `| card data: memory added, RSS / heap / outside the heap, MB | ${figures.cardData.rssMb} / ${figures.cardData.heapMb} / ${figures.cardData.externalMb} |`,
      "",
      `Machine: ${machineDescription()}. Date: ${new Date().toISOString().slice(0, 10)}.`,
    ].join("\n"),
  );
  console.log(JSON.stringify(figures));
}
