import { card, effect, target, X } from "../card-language/card-dsl.ts";

export default card({
  name: "Fireball",
  spell: {
    targets: [target.anyNumber(target.any("any number of targets"))],
    effects: [effect.dealDamage(X, 0, "evenly")],
    costPerExtraTarget: { target: 0, amount: "{1}" },
  },
});
