import { X, ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Ballista Squad",
  abilities: [
    ability.activated(cost("{X}{W}", tapSelf), "Ballista Squad deals X damage to target attacking or blocking creature.", {
      targets: [target.creature({ anyOf: [{ attacking: true }, { blocking: true }] }, "target attacking or blocking creature")],
      effects: [effect.dealDamage(X)],
    }),
  ],
});
