import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Mana Leak",
  spell: { targets: [target.spell()], effects: [effect.counter({ target: 0 }, "{3}")] },
});
