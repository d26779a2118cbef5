// Persistence benchmark: what keeping a table's record costs. Random games (starter decks) are played by the
// engine; each accepted input is then written to a SQLite file as a table writes it (one transaction per input,
// server/storage/sqlite-table-store.ts), and the games are rebuilt from their records as a restarted server
// rebuilds them (server/rooms/table-history.ts).
//
//   npm run bench:storage                       # 20 games, recorded in BENCHMARKS.md
//   npm run bench:storage -- --games 5 --json

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TableOptionsSchema } from "../shared/protocol.ts";
import { engine } from "../server/game.ts";
import { TableHistory } from "../server/rooms/table-history.ts";
import type { RecordEntry } from "../server/rooms/table-record.ts";
import { playRandomGame } from "../server/sim/play.ts";
import { SqliteTableStore } from "../server/storage/sqlite-table-store.ts";
import { flag, runCli, wholeNumber } from "../scripts/cli-args.ts";
import { machineDescription, percentile, recordSection } from "./report.ts";

const { games, json } = runCli({
  synopsis: ["usage: npm run bench:storage -- [--games N] [--json]", "The cost of keeping tables' records; recorded in BENCHMARKS.md."].join("\n"),
  options: {
    games: wholeNumber({ min: 1, max: 1000, default: 20, help: "random games whose records are written and rebuilt" }),
    json: flag("print the figures as one JSON object instead of recording them"),
  },
});

const dir = mkdtempSync(join(tmpdir(), "mtg-table-bench-"));
try {
  const store = new SqliteTableStore(join(dir, "tables.sqlite"));
  const options = TableOptionsSchema.parse({ name: "Bench" });
  const writeUs: number[] = [];
  const rebuildUsPerInput: number[] = [];
  let inputs = 0;
  let entryBytes = 0;
  for (let g = 0; g < games; g++) {
    const played = playRandomGame(engine, { seed: g + 1, players: 2, decks: "starter" });
    const code = `G${String(g).padStart(5, "0")}`;
    store.open({ code, options, serverSeed: "", commitment: "", fixedSeed: null, createdAt: Date.now() }, []);
    const entries: RecordEntry[] = [{ kind: "start", config: played.config, names: played.config.players.map((p) => p.name) }];
    store.write(code, { entries, status: "playing" }, Date.now());
    for (const input of played.inputs) {
      const entry: RecordEntry = { kind: "input", input };
      entries.push(entry);
      entryBytes += JSON.stringify(entry).length;
      const started = process.hrtime.bigint();
      store.write(code, { entries: [entry] }, Date.now());
      writeUs.push(Number(process.hrtime.bigint() - started) / 1000);
    }
    inputs += played.inputs.length;
    const started = process.hrtime.bigint();
    const stored = store.read(code)!;
    const rebuilt = TableHistory.rebuild(options, stored.entries);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (!(rebuilt instanceof TableHistory) || JSON.stringify(rebuilt.game) !== JSON.stringify(played.state))
      throw new Error(`game ${g + 1} was not rebuilt to the same state`);
    rebuildUsPerInput.push((ms * 1000) / played.inputs.length);
  }
  store.close();
  writeUs.sort((a, b) => a - b);
  rebuildUsPerInput.sort((a, b) => a - b);
  const round = (n: number): number => Math.round(n * 10) / 10;
  const result = {
    games,
    inputs,
    writeUsP50: round(percentile(writeUs, 0.5)),
    writeUsP99: round(percentile(writeUs, 0.99)),
    writeUsMean: round(writeUs.reduce((a, b) => a + b, 0) / writeUs.length),
    bytesPerInput: Math.round(entryBytes / inputs),
    rebuildUsPerInputMedian: round(percentile(rebuildUsPerInput, 0.5)),
    machine: machineDescription(),
    date: new Date().toISOString().slice(0, 10),
  };
  if (json) console.log(JSON.stringify(result));
  else {
    recordSection(
      "Server: persistence",
      [
        `${games} random two-player games with starter decks (${inputs} inputs): each input written to a SQLite file as a table`,
        "writes it — one transaction per input, write-ahead log, `synchronous = NORMAL` — then each game rebuilt from its",
        "record as a restarted server rebuilds it (read, then every input replayed by the engine).",
        "",
        "| figure | value |",
        "|---|---|",
        `| write per input, µs: p50 / p99 / mean | ${result.writeUsP50} / ${result.writeUsP99} / ${result.writeUsMean} |`,
        `| record per input, bytes (JSON) | ${result.bytesPerInput} |`,
        `| rebuild per input, µs (median game) | ${result.rebuildUsPerInputMedian} |`,
        "",
        `Machine: ${result.machine}. Date: ${result.date}.`,
      ].join("\n"),
    );
    console.log(result);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
