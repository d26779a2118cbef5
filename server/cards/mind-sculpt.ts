import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Mind Sculpt",
  spell: { targets: [{ ...target.player("target opponent"), players: "opponent" }], effects: [effect.mill(7)] },
});
