import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Isolate",
  spell: { targets: [target.permanent({ manaValue: 1 }, "target permanent with mana value 1")], effects: [effect.exile()] },
});
