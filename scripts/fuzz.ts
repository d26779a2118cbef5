// `npm run fuzz -- --minutes N [--seed S] [--only engine|server]`: hostile inputs for the engine
// (server/sim/engine-fuzz.ts), then hostile messages for a running table server (server/sim/server-fuzz.ts),
// half the time each, before a release. Prints progress and failures, and ends with exactly the line of
// fuzzLine(); exits non-zero unless there were no throws, no changes on refusal and no invariant violations.
// `npm run fuzz -- --seed S --game G` replays one game of the engine fuzzer, as a failure names it.

import { randomInt } from "node:crypto";
import { fuzzEngine, PROMPT_KINDS, type EngineFuzzReport } from "../server/sim/engine-fuzz.ts";
import { addCounts, emptyCounts, fuzzLine, isClean } from "../server/sim/fuzz-counts.ts";
import { NEEDS_TEST_CARDS } from "../server/sim/prompt-positions.ts";
import { choice, positiveNumber, runCli, seed as seedOption, wholeNumber } from "./cli-args.ts";

const PROGRESS_EVERY_MS = 10_000;

const options = runCli({
  synopsis: [
    "usage: npm run fuzz -- [--minutes N] [--seed S] [--only engine|server]",
    "   or: npm run fuzz -- --seed S --game G",
    "Hostile inputs for the engine, then hostile messages for a running table server, half the time each;",
    "the second form replays one game of the engine fuzzer, as a failure names it.",
  ].join("\n"),
  options: {
    // A day at most: a longer run is surely a mistyped number.
    minutes: positiveNumber({ max: 1440, default: 1, help: "how long to fuzz, fractions allowed" }),
    seed: seedOption({ help: "seed of the run; without it a random one, printed first" }),
    only: choice({ choices: ["engine", "server"], help: "fuzz only the engine or only the server, for all the minutes" }),
    game: wholeNumber({ min: 0, placeholder: "G", help: "replay this game of the engine fuzzer alone; needs --seed" }),
  },
  check({ seed, game, only }) {
    if (game !== null && seed === null) return "--game needs the --seed of the run that played it";
    if (game !== null && only === "server") return "--game replays a game of the engine fuzzer; it cannot go with --only server";
    return null;
  },
});
const { minutes, only, game } = options;
const seed = options.seed ?? randomInt(1, 2 ** 31);

function engineSummary(report: EngineFuzzReport): string {
  return `engine: ${report.games} games, ${fuzzLine(report).replace(/^fuzz: /, "")}`;
}

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
  // Loaded only here: it brings in the whole table server, which announces itself on stdout when loaded.
  const { fuzzServer } = await import("../server/sim/server-fuzz.ts");
  const report = await fuzzServer({ seed, deadlineMs: budget });
  console.log(`server: ${fuzzLine(report).replace(/^fuzz: /, "")}`);
  addCounts(total, report, 40);
}

for (const failure of total.failures) console.log(`failure: ${failure}`);
console.log(fuzzLine(total));
process.exit(isClean(total) ? 0 : 1);
