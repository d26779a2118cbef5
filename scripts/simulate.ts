// `npm run simulate -- --games N --players P --seed S`: random games with the starter decks, invariants
// checked after every input. Prints problems, then exactly "simulated N games: E errors, V invariant
// violations", and exits non-zero if either count is above zero.

import { engine } from "../server/game.ts";
import { simulate, summaryLine } from "../server/sim/simulate.ts";
import { runCli, seed, wholeNumber } from "./cli-args.ts";

const options = runCli({
  synopsis: [
    "usage: npm run simulate -- [--games N] [--players P] [--seed S]",
    "Random games with the starter decks, the engine's invariants checked after every input.",
  ].join("\n"),
  options: {
    games: wholeNumber({ min: 1, default: 100, help: "games to play" }),
    players: wholeNumber({ min: 2, max: 4, placeholder: "P", default: 2, help: "players in each game" }),
    seed: seed({ default: 1, help: "seed of the first game; the next ones have S + 1, S + 2, …" }),
  },
});
const report = simulate(engine, options);
for (const e of report.errors.slice(0, 20)) console.log(`error: ${e}`);
for (const v of report.violations.slice(0, 20)) console.log(`violation: ${v}`);
console.log(`${report.inputs} inputs; ${report.wins} wins, ${report.draws} draws, ${report.capped} stopped at the turn cap.`);
console.log(summaryLine(report));
process.exit(report.errors.length > 0 || report.violations.length > 0 ? 1 : 0);
