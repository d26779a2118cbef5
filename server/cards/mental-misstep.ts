import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Mental Misstep",
  cost: "{U/P}",
  types: ["Instant"],
  text: "({U/P} can be paid with either {U} or 2 life.)\nCounter target spell with mana value 1.",
  spell: { targets: [target.spell({ manaValue: 1 }, "target spell with mana value 1")], effects: [effect.counter()] },
});
