import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Negate",
  spell: { targets: [target.spell({ notTypes: ["Creature"] }, "target noncreature spell")], effects: [effect.counter()] },
});
