// Engine benchmark: complete random games on one core. Prints the figures and records them in
// BENCHMARKS.md with the machine and the date; `--json` prints them as one JSON object instead.
//
//   npm run bench              # default 2,000 games
//   npm run bench -- --games 500 --json

import { engine } from "../server/game.ts";
import { RandomAgent } from "../server/sim/random-agent.ts";
import { randomConfig } from "../server/sim/play.ts";
import type { GameState } from "../server/engine/state.ts";
import { machineDescription, parseArgs, percentile, recordSection } from "./report.ts";

const args = parseArgs(process.argv.slice(2), { games: 2000, players: 2, seed: 1, turnCap: 200 });
const json = process.argv.includes("--json");

interface GameRun {
  readonly actions: number;
  readonly engineNs: bigint;
  readonly finalState: GameState;
}

function playOne(seed: number, latencies: number[] | null): GameRun {
  const config = randomConfig(engine, seed, args.players);
  const started = engine.newGame(config);
  if (!started.ok) throw new Error(started.error.message);
  const agent = new RandomAgent(seed ^ 0x5bd1e995);
  let state = started.state;
  let actions = 0;
  let engineNs = 0n;
  while (!state.result && state.turn.number <= args.turnCap) {
    const input = agent.input(state);
    const t0 = process.hrtime.bigint();
    const r = engine.apply(state, input);
    const dt = process.hrtime.bigint() - t0;
    engineNs += dt;
    if (latencies) latencies.push(Number(dt) / 1000);
    if (!r.ok) throw new Error(`refused: ${r.error.message}`);
    state = r.state;
    actions++;
  }
  return { actions, engineNs, finalState: state };
}

// Warm up the JIT, then measure.
for (let i = 0; i < 100; i++) playOne(1_000_000 + i, null);

const latencies: number[] = [];
let actions = 0;
let engineNs = 0n;
let capped = 0;
const t0 = process.hrtime.bigint();
for (let i = 0; i < args.games; i++) {
  const run = playOne(args.seed + i, latencies);
  actions += run.actions;
  engineNs += run.engineNs;
  if (!run.finalState.result) capped++;
}
const wallS = Number(process.hrtime.bigint() - t0) / 1e9;
latencies.sort((a, b) => a - b);

// Heap per game: many games kept alive at their midpoint, measured with the collector run before and after.
const gc = (globalThis as { gc?: () => void }).gc;
let heapPerGameKiB: number | null = null;
if (gc) {
  const kept: GameState[] = [];
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 200; i++) {
    const config = randomConfig(engine, 5_000_000 + i, args.players);
    const r = engine.newGame(config);
    if (!r.ok) throw new Error(r.error.message);
    let state = r.state;
    const agent = new RandomAgent(i);
    while (!state.result && state.turn.number < 8) {
      const next = engine.apply(state, agent.input(state));
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
    kept.push(state);
  }
  gc();
  heapPerGameKiB = (process.memoryUsage().heapUsed - before) / kept.length / 1024;
  if (kept.length === 0) console.log(); // keep `kept` alive until measured
}

const engineS = Number(engineNs) / 1e9;
const figures = {
  games: args.games,
  players: args.players,
  gamesPerSecond: Math.round(args.games / wallS),
  actionsPerSecond: Math.round(actions / wallS),
  engineActionsPerSecond: Math.round(actions / engineS),
  actionsPerGame: Math.round(actions / args.games),
  microsPerActionP50: round(percentile(latencies, 0.5)),
  microsPerActionP99: round(percentile(latencies, 0.99)),
  heapPerGameKiB: heapPerGameKiB === null ? null : Math.round(heapPerGameKiB),
  cappedGames: capped,
  machine: machineDescription(),
  date: new Date().toISOString().slice(0, 10),
};

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

if (json) {
  console.log(JSON.stringify(figures));
} else {
  const lines = [
    `Random games with the registry's cards, ${figures.players} players, one core, ${figures.games} games (${figures.cappedGames} reached the turn cap of ${args.turnCap}).`,
    "",
    "| figure | value |",
    "|---|---|",
    `| games/s | ${figures.gamesPerSecond} |`,
    `| actions/s (whole loop, random agent included) | ${figures.actionsPerSecond} |`,
    `| actions/s (engine only) | ${figures.engineActionsPerSecond} |`,
    `| actions per game | ${figures.actionsPerGame} |`,
    `| µs per action p50 / p99 | ${figures.microsPerActionP50} / ${figures.microsPerActionP99} |`,
    `| heap per game (mid-game state, KiB) | ${figures.heapPerGameKiB ?? "run with --expose-gc"} |`,
    "",
    `Machine: ${figures.machine}. Date: ${figures.date}.`,
  ];
  console.log(lines.join("\n"));
  recordSection("Engine: random games", lines.join("\n"));
}
