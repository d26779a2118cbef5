import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Head Games",
  spell: { targets: [{ ...target.player("target opponent"), players: "opponent" }], effects: [effect.handOnTopThenSearch()] },
});
