import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Birds of Paradise",
  cost: "{G}",
  types: ["Creature"],
  subtypes: ["Bird"],
  pt: [0, 1],
  keywords: ["Flying"],
  text: "Flying\n{T}: Add one mana of any color.",
  abilities: [ability.mana(cost(null, tapSelf), "anyColor")],
});
