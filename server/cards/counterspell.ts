import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Counterspell",
  cost: "{U}{U}",
  types: ["Instant"],
  text: "Counter target spell.",
  spell: { targets: [target.spell()], effects: [effect.counter()] },
});
