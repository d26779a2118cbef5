// `npm run simulate -- --games N --players P --seed S`: random games with the starter decks, invariants
// checked after every input. Prints problems, then exactly "simulated N games: E errors, V invariant
// violations", and exits non-zero if either count is above zero.

import { engine } from "../server/game.ts";
import { simulate, summaryLine } from "../server/sim/simulate.ts";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} needs a whole number`);
    process.exit(2);
  }
  return value;
}

const games = arg("games", 100);
const players = arg("players", 2);
const seed = arg("seed", 1);
if (players < 2 || players > 4) {
  console.error("--players must be 2, 3 or 4");
  process.exit(2);
}
const report = simulate(engine, { games, players, seed });
for (const e of report.errors.slice(0, 20)) console.log(`error: ${e}`);
for (const v of report.violations.slice(0, 20)) console.log(`violation: ${v}`);
console.log(`${report.inputs} inputs; ${report.wins} wins, ${report.draws} draws, ${report.capped} stopped at the turn cap.`);
console.log(summaryLine(report));
process.exit(report.errors.length > 0 || report.violations.length > 0 ? 1 : 0);
