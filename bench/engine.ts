// Engine benchmark: complete random games on one core — with the four starter decks, and with random
// two-color decks built from every card. Each kind is played in rounds, the same games each round, so the
// spread between rounds shows how much the machine itself varied. Prints the figures and records them in
// BENCHMARKS.md with the machine and the date; `--json` prints them as one JSON object instead (top-level
// keys: starter decks).
//
//   npm run bench                              # 3 rounds of 1,000 games of each kind
//   npm run bench -- --games 500 --rounds 1 --json

import { engine } from "../server/game.ts";
import { RandomAgent } from "../shared/random-agent.ts";
import { randomConfig, type DeckChoice } from "../server/sim/play.ts";
import type { GameState } from "../server/engine/state.ts";
import { machineDescription, parseArgs, percentile, recordSection } from "./report.ts";

const args = parseArgs(process.argv.slice(2), { games: 1000, rounds: 3, players: 2, seed: 1, turnCap: 200 });
const json = process.argv.includes("--json");

interface GameRun {
  readonly actions: number;
  readonly engineNs: bigint;
  readonly finalState: GameState;
}

function playOne(seed: number, decks: DeckChoice, latencies: number[] | null): GameRun {
  const config = randomConfig(engine, seed, args.players, decks);
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

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Heap per game: games kept alive at turn 8, measured with the collector run before and after. */
function heapPerGame(decks: DeckChoice): number | null {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return null;
  const kept: GameState[] = [];
  gc();
  const before = process.memoryUsage().heapUsed;
  // Enough games that the few hundred KiB the collector leaves either way don't show in the average.
  for (let i = 0; i < 2000; i++) {
    const r = engine.newGame(randomConfig(engine, 5_000_000 + i, args.players, decks));
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
  const perGame = (process.memoryUsage().heapUsed - before) / kept.length / 1024;
  return kept.length > 0 ? Math.round(perGame) : null;
}

function measure(decks: DeckChoice) {
  for (let i = 0; i < 100; i++) playOne(1_000_000 + i, decks, null); // warm up the JIT
  const latencies: number[] = [];
  const rounds: { gamesPerSecond: number; actionsPerSecond: number; engineActionsPerSecond: number }[] = [];
  let actions = 0;
  let capped = 0;
  for (let round = 0; round < args.rounds; round++) {
    let roundActions = 0;
    let engineNs = 0n;
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < args.games; i++) {
      const run = playOne(args.seed + i, decks, round === 0 ? latencies : null);
      roundActions += run.actions;
      engineNs += run.engineNs;
      if (round === 0 && !run.finalState.result) capped++;
    }
    const wallS = Number(process.hrtime.bigint() - t0) / 1e9;
    if (round === 0) actions = roundActions;
    rounds.push({
      gamesPerSecond: Math.round(args.games / wallS),
      actionsPerSecond: Math.round(roundActions / wallS),
      engineActionsPerSecond: Math.round(roundActions / (Number(engineNs) / 1e9)),
    });
  }
  latencies.sort((a, b) => a - b);
  const middle = (f: (r: (typeof rounds)[number]) => number): number => percentile(rounds.map(f).sort((a, b) => a - b), 0.5);
  return {
    decks,
    games: args.games,
    rounds: args.rounds,
    players: args.players,
    gamesPerSecond: middle((r) => r.gamesPerSecond),
    gamesPerSecondEachRound: rounds.map((r) => r.gamesPerSecond),
    actionsPerSecond: middle((r) => r.actionsPerSecond),
    engineActionsPerSecond: middle((r) => r.engineActionsPerSecond),
    actionsPerGame: Math.round(actions / args.games),
    microsPerActionP50: round(percentile(latencies, 0.5)),
    microsPerActionP99: round(percentile(latencies, 0.99)),
    heapPerGameKiB: heapPerGame(decks),
    cappedGames: capped,
  };
}

const starter = measure("starter");
const random = measure("random");
const machine = machineDescription();
const date = new Date().toISOString().slice(0, 10);

if (json) {
  console.log(JSON.stringify({ ...starter, randomDecks: random, machine, date }));
} else {
  const row = (label: string, f: (m: typeof starter) => string | number | null): string => `| ${label} | ${f(starter)} | ${f(random)} |`;
  const lines = [
    `Complete random games, ${args.players} players, one core, ${args.games} games of each kind (turn cap ${args.turnCap}; ${starter.cappedGames} and ${random.cappedGames} reached it),`,
    `played ${args.rounds} times over: rates are the median round's; per-action times are from the first round.`,
    "The random players pass priority at every step, so most actions are priority passes.",
    "",
    "| figure | starter decks | random decks (every card) |",
    "|---|---|---|",
    row("games/s", (m) => m.gamesPerSecond),
    row("games/s of each round", (m) => m.gamesPerSecondEachRound.join(" / ")),
    row("actions/s (whole loop, random agent included)", (m) => m.actionsPerSecond),
    row("actions/s (engine only)", (m) => m.engineActionsPerSecond),
    row("actions per game", (m) => m.actionsPerGame),
    row("µs per action p50 / p99", (m) => `${m.microsPerActionP50} / ${m.microsPerActionP99}`),
    row("heap per game (state at turn 8, KiB)", (m) => m.heapPerGameKiB ?? "run with --expose-gc"),
    "",
    `Machine: ${machine}. Date: ${date}.`,
  ];
  console.log(lines.join("\n"));
  recordSection("Engine: random games", lines.join("\n"));
}
