import { card, effect, target } from "../card-language/card-dsl.ts";

// Three targets, each different from the others (115.3: "another target", "a third target").
export default card({
  name: "Cone of Flame",
  spell: {
    targets: [target.any(), target.another(target.any("another target"), 0), target.another(target.any("a third target"), 0, 1)],
    effects: [effect.dealDamage(1, 0), effect.dealDamage(2, 1), effect.dealDamage(3, 2)],
  },
});
