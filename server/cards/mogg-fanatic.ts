import { ability, card, cost, effect, sacrificeSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Mogg Fanatic",
  abilities: [ability.activated(cost(null, sacrificeSelf), "It deals 1 damage to any target.", { targets: [target.any()], effects: [effect.dealDamage(1)] })],
});
