import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Sol Ring",
  cost: "{1}",
  types: ["Artifact"],
  text: "{T}: Add {C}{C}.",
  abilities: [ability.mana(cost(null, tapSelf), "C", "C")],
});
