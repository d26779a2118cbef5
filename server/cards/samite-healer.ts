import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Samite Healer",
  abilities: [
    ability.activated(cost(null, tapSelf), "Prevent the next 1 damage that would be dealt to any target this turn.", {
      targets: [target.any()],
      effects: [effect.preventNextDamage(1)],
    }),
  ],
});
