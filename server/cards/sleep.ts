import { card, each, effect, target } from "../card-language/card-dsl.ts";

const CREATURES_THAT_PLAYER_CONTROLS = each({ types: ["Creature"] }, { target: 0 });

export default card({
  name: "Sleep",
  spell: {
    targets: [target.player()],
    effects: [effect.tap(CREATURES_THAT_PLAYER_CONTROLS), effect.doesntUntapNext(CREATURES_THAT_PLAYER_CONTROLS)],
  },
});
