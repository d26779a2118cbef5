import { card, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Time Stretch",
  spell: { targets: [target.player()], effects: [{ kind: "extraTurns", player: { target: 0 }, count: 2 }] },
});
