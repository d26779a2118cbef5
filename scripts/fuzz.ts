// `npm run fuzz -- --minutes N [--seed S] [--only engine|server]`: hostile inputs for the engine
// (server/sim/engine-fuzz.ts), then hostile messages for a running table server (server/sim/server-fuzz.ts),
// half the time each, before a release. Prints progress and failures, and ends with exactly the line of
// fuzzLine(); exits non-zero unless there were no throws, no changes on refusal and no invariant violations.
// `npm run fuzz -- --seed S --game G` replays one game of the engine fuzzer, as a failure names it.

import { randomInt } from "node:crypto";
import { parseArgs } from "node:util";
import { fuzzEngine, PROMPT_KINDS, type EngineFuzzReport } from "../server/sim/engine-fuzz.ts";
import { addCounts, emptyCounts, fuzzLine, isClean } from "../server/sim/fuzz-counts.ts";
import { NEEDS_TEST_CARDS } from "../server/sim/prompt-positions.ts";
import { fuzzServer } from "../server/sim/server-fuzz.ts";

const USAGE = "usage: npm run fuzz -- --minutes N [--seed S] [--only engine|server]   or   npm run fuzz -- --seed S --game G";
const PROGRESS_EVERY_MS = 10_000;

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function parse(): { minutes: number; seed: number; only: "engine" | "server" | null; game: number | null } {
  let values: { minutes?: string; seed?: string; only?: string; game?: string };
  try {
    ({ values } = parseArgs({
      options: { minutes: { type: "string" }, seed: { type: "string" }, only: { type: "string" }, game: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    usageError(e instanceof Error ? e.message : String(e));
  }
  const minutes = values.minutes === undefined ? 1 : Number(values.minutes);
  if (!Number.isFinite(minutes) || minutes <= 0) usageError(`--minutes needs a positive number of minutes, not "${values.minutes}"`);
  const seed = values.seed === undefined ? randomInt(1, 2 ** 31) : Number(values.seed);
  if (!Number.isSafeInteger(seed)) usageError(`--seed needs a whole number, not "${values.seed}"`);
  const game = values.game === undefined ? null : Number(values.game);
  if (game !== null && !(Number.isSafeInteger(game) && game >= 0)) usageError(`--game needs a game number (0 or more), not "${values.game}"`);
  if (game !== null && values.seed === undefined) usageError("--game needs the --seed of the run that played it");
  const only = values.only ?? null;
  if (only !== null && only !== "engine" && only !== "server") usageError(`--only takes "engine" or "server", not "${only}"`);
  return { minutes, seed, only, game };
}

function engineSummary(report: EngineFuzzReport): string {
  return `engine: ${report.games} games, ${fuzzLine(report).replace(/^fuzz: /, "")}`;
}

const { minutes, seed, only, game } = parse();
const total = emptyCounts();
const startedAt = Date.now();

if (only !== "server") {
  const budget = game !== null ? undefined : only === "engine" ? minutes * 60_000 : (minutes * 60_000) / 2;
  console.log(game !== null ? `engine: replaying game ${game} of seed ${seed}` : `engine: fuzzing for ${Math.round((budget ?? 0) / 1000)} s with seed ${seed}`);
  let lastProgress = Date.now();
  const report = fuzzEngine({
    seed,
    games: Infinity,
    ...(budget !== undefined ? { deadlineMs: budget } : {}),
    ...(game !== null ? { only: game } : {}),
    onGame: (r) => {
      if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = Date.now();
      console.log(`${engineSummary(r)} (${Math.round((Date.now() - startedAt) / 1000)} s)`);
    },
  });
  console.log(engineSummary(report));
  const missed = PROMPT_KINDS.filter((k) => !report.promptKinds[k]);
  const unexpected = missed.filter((k) => !NEEDS_TEST_CARDS.includes(k));
  console.log(
    `engine: prompt kinds fuzzed: ${PROMPT_KINDS.length - missed.length} of ${PROMPT_KINDS.length}` +
      (unexpected.length > 0 ? `; not reached: ${unexpected.join(", ")}` : "") +
      `; ${NEEDS_TEST_CARDS.join(", ")} only with test cards (npm test fuzzes it)`,
  );
  addCounts(total, report, 40);
  if (!isClean(report)) console.log(`engine: to replay a failing game alone: npm run fuzz -- --seed ${seed} --game G`);
}

if (only !== "engine" && game === null) {
  const budget = only === "server" ? minutes * 60_000 : (minutes * 60_000) / 2;
  console.log(`server: fuzzing for ${Math.round(budget / 1000)} s with seed ${seed}`);
  const report = await fuzzServer({ seed, deadlineMs: budget });
  console.log(`server: ${fuzzLine(report).replace(/^fuzz: /, "")}`);
  addCounts(total, report, 40);
}

for (const failure of total.failures) console.log(`failure: ${failure}`);
console.log(fuzzLine(total));
process.exit(isClean(total) ? 0 : 1);
