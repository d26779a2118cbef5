import { ability, card, cost, effect, sacrificeSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Ember Hauler",
  abilities: [ability.activated(cost("{1}", sacrificeSelf), "It deals 2 damage to any target.", { targets: [target.any()], effects: [effect.dealDamage(2)] })],
});
