import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Mana Leak",
  cost: "{1}{U}",
  types: ["Instant"],
  text: "Counter target spell unless its controller pays {3}.",
  spell: { targets: [target.spell()], effects: [effect.counter({ target: 0 }, "{3}")] },
});
