// Engine benchmark: complete random games on one core — with the four starter decks, and with random
// two-color decks built from every card. Each kind is played in rounds, the same games each round, so the
// spread between rounds shows how much the machine itself varied: one game after another, then 100 games
// side by side, one input of each in turn, as a server runs its tables. One more round times each input
// alone, for the engine-only rate and the time per action; the other rounds time only whole rounds, so
// that timing doesn't slow what it measures. Prints the figures and records them in BENCHMARKS.md with
// the machine and the date; `--json` prints them as one JSON object instead (top-level keys: starter decks).
//
//   npm run bench                              # 3 rounds of 1,000 games of each kind
//   npm run bench -- --games 500 --rounds 1 --json

import { engine } from "../server/game.ts";
import { RandomAgent } from "../shared/random-agent.ts";
import { randomConfig, type DeckChoice } from "../server/sim/play.ts";
import type { GameState } from "../server/engine/index.ts";
import { flag, runCli, seed, wholeNumber } from "../scripts/cli-args.ts";
import { machineDescription, percentile, recordSection } from "./report.ts";

const { json, ...args } = runCli({
  synopsis: [
    "usage: npm run bench -- [--games N] [--rounds N] [--players P] [--seed S] [--turn-cap N] [--json]",
    "Complete random games on one core, with the starter decks and with random decks; recorded in BENCHMARKS.md.",
  ].join("\n"),
  options: {
    games: wholeNumber({ min: 1, default: 1000, help: "games of each kind in a round" }),
    rounds: wholeNumber({ min: 1, default: 3, help: "rounds of the same games" }),
    players: wholeNumber({ min: 2, max: 4, placeholder: "P", default: 2, help: "players in each game" }),
    seed: seed({ default: 1, help: "seed of the first game; the next ones have S + 1, S + 2, …" }),
    turnCap: wholeNumber({ min: 1, default: 200, help: "a game still going after this turn stops there" }),
    json: flag("print the figures as one JSON object instead of recording them"),
  },
});

/** A game being played: its state and its players' agent. */
interface Table {
  state: GameState;
  readonly agent: RandomAgent;
}

function newTable(seed: number, decks: DeckChoice): Table {
  const started = engine.newGame(randomConfig(engine, seed, args.players, decks));
  if (!started.ok) throw new Error(started.error.message);
  return { state: started.state, agent: new RandomAgent(seed ^ 0x5bd1e995) };
}

function playing(t: Table): boolean {
  return !t.state.result && t.state.turn.number <= args.turnCap;
}

/** Engine time, in all and per input (µs), gathered by timing each engine call. */
interface Timing {
  readonly latencies: number[];
  engineNs: number;
}

/** One input of the table's game; with `timing`, the engine call is timed. */
function step(t: Table, timing: Timing | null): void {
  const input = t.agent.input(t.state);
  const t0 = timing ? process.hrtime.bigint() : 0n;
  const r = engine.apply(t.state, input);
  if (timing) {
    const ns = Number(process.hrtime.bigint() - t0);
    timing.engineNs += ns;
    timing.latencies.push(ns / 1000);
  }
  if (!r.ok) throw new Error(`refused: ${r.error.message}`);
  t.state = r.state;
}

/** Plays the games of these seeds, `width` at a time side by side. Returns the number of actions and of games that reached the turn cap. */
function playAll(seeds: readonly number[], decks: DeckChoice, width: number, timing: Timing | null): { actions: number; capped: number } {
  let actions = 0;
  let capped = 0;
  for (let from = 0; from < seeds.length; from += width) {
    const tables = seeds.slice(from, from + width).map((seed) => newTable(seed, decks));
    for (let busy = true; busy; ) {
      busy = false;
      for (const t of tables)
        if (playing(t)) {
          step(t, timing);
          actions++;
          busy = true;
        }
    }
    for (const t of tables) if (!t.state.result) capped++;
  }
  return { actions, capped };
}

/** How many games are played side by side in the rounds that model a server's tables. */
const SIDE_BY_SIDE = 100;

/** Seconds taken by `run`. */
function seconds(run: () => void): number {
  const t0 = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - t0) / 1e9;
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
    const t = newTable(5_000_000 + i, decks);
    while (!t.state.result && t.state.turn.number < 8) step(t, null);
    kept.push(t.state);
  }
  gc();
  const perGame = (process.memoryUsage().heapUsed - before) / kept.length / 1024;
  return kept.length > 0 ? Math.round(perGame) : null;
}

function measure(decks: DeckChoice) {
  const seeds = Array.from({ length: args.games }, (_, i) => args.seed + i);
  // Warm up the JIT, one game after another and side by side.
  const warmUp = Array.from({ length: 100 }, (_, i) => 1_000_000 + i);
  playAll(warmUp, decks, 1, null);
  playAll(warmUp, decks, SIDE_BY_SIDE, null);
  const rounds: { gamesPerSecond: number; actionsPerSecond: number }[] = [];
  const sideBySide: number[] = [];
  let actions = 0;
  let capped = 0;
  for (let round = 0; round < args.rounds; round++) {
    const oneByOne = seconds(() => ({ actions, capped } = playAll(seeds, decks, 1, null)));
    rounds.push({ gamesPerSecond: Math.round(args.games / oneByOne), actionsPerSecond: Math.round(actions / oneByOne) });
    sideBySide.push(Math.round(args.games / seconds(() => playAll(seeds, decks, SIDE_BY_SIDE, null))));
  }
  const timing: Timing = { latencies: [], engineNs: 0 };
  playAll(seeds, decks, 1, timing);
  timing.latencies.sort((a, b) => a - b);
  const middle = (values: number[]): number =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  return {
    decks,
    games: args.games,
    rounds: args.rounds,
    players: args.players,
    gamesPerSecond: middle(rounds.map((r) => r.gamesPerSecond)),
    gamesPerSecondEachRound: rounds.map((r) => r.gamesPerSecond),
    actionsPerSecond: middle(rounds.map((r) => r.actionsPerSecond)),
    sideBySideGamesPerSecond: middle(sideBySide),
    sideBySideGamesPerSecondEachRound: sideBySide,
    engineActionsPerSecond: Math.round(actions / (timing.engineNs / 1e9)),
    actionsPerGame: Math.round(actions / args.games),
    microsPerActionP50: round(percentile(timing.latencies, 0.5)),
    microsPerActionP99: round(percentile(timing.latencies, 0.99)),
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
    `played ${args.rounds} times over: rates are the median round's. Engine-only rates and per-action times come from one`,
    "more round in which each input was timed alone. The random players pass priority at every step, so most actions",
    `are priority passes. Side by side: ${SIDE_BY_SIDE} games at a time, one input of each in turn, as a server runs its tables.`,
    "",
    "| figure | starter decks | random decks (every card) |",
    "|---|---|---|",
    row("games/s", (m) => m.gamesPerSecond),
    row("games/s of each round", (m) => m.gamesPerSecondEachRound.join(" / ")),
    row(`games/s, ${SIDE_BY_SIDE} side by side`, (m) => m.sideBySideGamesPerSecond),
    row("games/s side by side, each round", (m) => m.sideBySideGamesPerSecondEachRound.join(" / ")),
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
