import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Llanowar Elves",
  abilities: [ability.mana(cost(null, tapSelf), "G")],
});
