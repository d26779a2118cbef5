import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Sunpetal Grove",
  abilities: [
    ability.entersTappedUnlessYouControl("Sunpetal Grove", "a Forest or a Plains", { subtypes: ["Forest", "Plains"] }),
    ability.mana(cost(null, tapSelf), { oneOf: ["G", "W"] }),
  ],
});
