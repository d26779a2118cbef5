import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Counterspell",
  spell: { targets: [target.spell()], effects: [effect.counter()] },
});
