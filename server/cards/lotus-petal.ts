import { ability, card, cost, sacrificeSelf, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Lotus Petal",
  cost: "{0}",
  types: ["Artifact"],
  text: "{T}, Sacrifice Lotus Petal: Add one mana of any color.",
  abilities: [ability.mana(cost(null, tapSelf, sacrificeSelf), "anyColor")],
});
