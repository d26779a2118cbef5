import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Mental Misstep",
  spell: { targets: [target.spell({ manaValue: 1 }, "target spell with mana value 1")], effects: [effect.counter()] },
});
