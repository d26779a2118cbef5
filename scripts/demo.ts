// `npm run demo`: two random players play a complete game in the engine alone and its log is printed.
// `npm run demo -- --seed 42 --players 3` picks the game.

import { randomInt } from "node:crypto";
import { engine } from "../server/game.ts";
import { describeEvent } from "../server/engine/index.ts";
import { playRandomGame } from "../server/sim/play.ts";
import { runCli, seed as seedOption, wholeNumber } from "./cli-args.ts";

const options = runCli({
  synopsis: ["usage: npm run demo -- [--seed S] [--players P]", "Random players play a complete game in the engine alone, and its log is printed."].join("\n"),
  options: {
    seed: seedOption({ help: "the game's seed; without it a random one, printed at the end" }),
    players: wholeNumber({ min: 2, max: 4, placeholder: "P", default: 2, help: "players in the game" }),
  },
});
const seed = options.seed ?? randomInt(1, 2 ** 31);
const players = options.players;

const game = playRandomGame(engine, { seed, players });
for (const event of game.events) {
  const line = describeEvent(event, game.state);
  if (line) console.log(line);
}
console.log(`\n${game.inputs.length} decisions over ${game.state.turn.number} turns (seed ${seed}).`);
