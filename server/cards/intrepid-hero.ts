import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Intrepid Hero",
  abilities: [
    ability.activated(cost(null, tapSelf), "Destroy target creature with power 4 or greater.", {
      targets: [target.creature({ minPower: 4 }, "target creature with power 4 or greater")],
      effects: [effect.destroy()],
    }),
  ],
});
