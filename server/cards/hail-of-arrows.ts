import { X, card, effect, target } from "../card-language/card-dsl.ts";

// 601.2d: X is divided as the spell is cast, at least 1 to each of the targets.
export default card({
  name: "Hail of Arrows",
  spell: {
    targets: [target.anyNumber(target.creature({ attacking: true }, "any number of target attacking creatures"))],
    effects: [effect.dealDamage(X, 0, "divided")],
    divide: { target: 0, amount: X },
  },
});
