// `npm run simulate -- --games N --players P --seed S [--decks random]`: random games with the starter decks (or
// random two-color decks from every card), invariants checked after every input. Prints problems, then exactly "simulated N games: E errors, V invariant
// violations", and exits non-zero if either count is above zero.

import { engine } from "../server/game.ts";
import { simulate, summaryLine } from "../server/sim/simulate.ts";
import { choice, runCli, seed, wholeNumber } from "./cli-args.ts";

const options = runCli({
  synopsis: [
    "usage: npm run simulate -- [--games N] [--players P] [--seed S] [--decks starter|random]",
    "Random games with the starter decks or random decks, the engine's invariants checked after every input.",
  ].join("\n"),
  options: {
    games: wholeNumber({ min: 1, default: 100, help: "games to play" }),
    players: wholeNumber({ min: 2, max: 4, placeholder: "P", default: 2, help: "players in each game" }),
    seed: seed({ default: 1, help: "seed of the first game; the next ones have S + 1, S + 2, …" }),
    decks: choice({ choices: ["starter", "random"], help: "the four starter decks (the default), or random two-color decks from every card" }),
  },
});
const report = simulate(engine, { ...options, decks: options.decks ?? "starter" });
for (const e of report.errors.slice(0, 20)) console.log(`error: ${e}`);
for (const v of report.violations.slice(0, 20)) console.log(`violation: ${v}`);
console.log(`${report.inputs} inputs; ${report.wins} wins, ${report.draws} draws, ${report.capped} stopped at the turn cap.`);
console.log(summaryLine(report));
process.exit(report.errors.length > 0 || report.violations.length > 0 ? 1 : 0);
