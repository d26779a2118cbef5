import { ability, card, cost, effect, sacrificeSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Mogg Fanatic",
  cost: "{R}",
  types: ["Creature"],
  subtypes: ["Goblin"],
  pt: [1, 1],
  text: "Sacrifice Mogg Fanatic: It deals 1 damage to any target.",
  abilities: [ability.activated(cost(null, sacrificeSelf), "It deals 1 damage to any target.", { targets: [target.any()], effects: [effect.dealDamage(1)] })],
});
