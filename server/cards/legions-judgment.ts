import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Legion's Judgment",
  spell: { targets: [target.creature({ minPower: 4 }, "target creature with power 4 or greater")], effects: [effect.destroy()] },
});
