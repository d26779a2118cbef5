import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Prodigal Sorcerer",
  abilities: [
    ability.activated(cost(null, tapSelf), "Prodigal Sorcerer deals 1 damage to any target.", { targets: [target.any()], effects: [effect.dealDamage(1)] }),
  ],
});
