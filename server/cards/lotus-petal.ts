import { ability, card, cost, sacrificeSelf, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Lotus Petal",
  abilities: [ability.mana(cost(null, tapSelf, sacrificeSelf), "anyColor")],
});
