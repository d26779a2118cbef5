import { ability, card, cost, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Knight of Dusk",
  abilities: [
    ability.activated(cost("{B}{B}"), "Destroy target creature blocking Knight of Dusk.", {
      targets: [target.blockingSource(target.creature({}, "target creature blocking Knight of Dusk"))],
      effects: [effect.destroy()],
    }),
  ],
});
