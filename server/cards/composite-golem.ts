import { ability, card, cost, sacrificeSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Composite Golem",
  abilities: [ability.mana(cost(null, sacrificeSelf), "W", "U", "B", "R", "G")],
});
