import { card, effect, target, X } from "../card-language/card-dsl.ts";

// The card of the example of 601.3a.
export default card({
  name: "Rolling Thunder",
  spell: { targets: [target.anyNumber(target.any("any number of targets"))], effects: [effect.dealDamage(X, 0, "divided")], divide: { target: 0, amount: X } },
});
