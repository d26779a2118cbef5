// Shared helpers for benchmarks: percentiles, the machine's description and BENCHMARKS.md.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

/** The value below which `q` of the sorted values fall. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export function machineDescription(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

const FILE = new URL("../BENCHMARKS.md", import.meta.url);

/** Replaces (or adds) the section `## title` of BENCHMARKS.md with `body`. */
export function recordSection(title: string, body: string): void {
  const header = `## ${title}`;
  let text = existsSync(FILE)
    ? readFileSync(FILE, "utf8")
    : "# Benchmarks\n\nFigures written by `npm run bench` (and later benchmarks); each section holds the latest run.\n";
  const start = text.indexOf(header);
  const section = `${header}\n\n${body}\n`;
  if (start < 0) text = `${text.trimEnd()}\n\n${section}`;
  else {
    const next = text.indexOf("\n## ", start + header.length);
    // The blank line before the next section stays.
    text = text.slice(0, start) + section + (next < 0 ? "" : `\n${text.slice(next + 1)}`);
  }
  writeFileSync(FILE, text.endsWith("\n") ? text : `${text}\n`);
}
