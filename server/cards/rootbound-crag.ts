import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Rootbound Crag",
  abilities: [
    ability.entersTappedUnlessYouControl("Rootbound Crag", "a Mountain or a Forest", { subtypes: ["Mountain", "Forest"] }),
    ability.mana(cost(null, tapSelf), { oneOf: ["R", "G"] }),
  ],
});
