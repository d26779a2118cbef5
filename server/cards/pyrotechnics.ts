import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Pyrotechnics",
  spell: { targets: [target.anyNumber(target.any("any number of targets"))], effects: [effect.dealDamage(4, 0, "divided")], divide: { target: 0, amount: 4 } },
});
