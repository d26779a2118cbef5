// `npm run demo`: two random players play a complete game in the engine alone and its log is printed.
// `npm run demo -- --seed 42 --players 3` picks the game.

import { randomInt } from "node:crypto";
import { engine } from "../server/game.ts";
import { describeEvent } from "../server/engine/log.ts";
import { playRandomGame } from "../server/sim/play.ts";

const arg = (name: string): number | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : undefined;
};
const seed = arg("seed") ?? randomInt(1, 2 ** 31);
const players = arg("players") ?? 2;

const game = playRandomGame(engine, { seed, players });
for (const event of game.events) {
  const line = describeEvent(event, game.state);
  if (line) console.log(line);
}
console.log(`\n${game.inputs.length} decisions over ${game.state.turn.number} turns (seed ${seed}).`);
