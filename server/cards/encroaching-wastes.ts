import { ability, card, cost, effect, sacrificeSelf, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Encroaching Wastes",
  abilities: [
    ability.mana(cost(null, tapSelf), "C"),
    ability.activated(cost("{4}", tapSelf, sacrificeSelf), "Destroy target nonbasic land.", {
      targets: [target.permanent({ types: ["Land"], notSupertypes: ["Basic"] }, "target nonbasic land")],
      effects: [effect.destroy()],
    }),
  ],
});
