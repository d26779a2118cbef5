import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Prodigal Sorcerer",
  cost: "{2}{U}",
  types: ["Creature"],
  subtypes: ["Human", "Wizard"],
  pt: [1, 1],
  text: "{T}: Prodigal Sorcerer deals 1 damage to any target.",
  abilities: [
    ability.activated(cost(null, tapSelf), "Prodigal Sorcerer deals 1 damage to any target.", { targets: [target.any()], effects: [effect.dealDamage(1)] }),
  ],
});
