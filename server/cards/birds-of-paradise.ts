import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Birds of Paradise",
  keywords: ["Flying"],
  abilities: [ability.mana(cost(null, tapSelf), "anyColor")],
});
