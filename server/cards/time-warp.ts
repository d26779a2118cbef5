import { card, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Time Warp",
  spell: { targets: [target.player()], effects: [{ kind: "extraTurns", player: { target: 0 }, count: 1 }] },
});
