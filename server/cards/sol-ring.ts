import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Sol Ring",
  abilities: [ability.mana(cost(null, tapSelf), "C", "C")],
});
