import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Drowned Catacomb",
  abilities: [
    ability.entersTappedUnlessYouControl("Drowned Catacomb", "an Island or a Swamp", { subtypes: ["Island", "Swamp"] }),
    ability.mana(cost(null, tapSelf), { oneOf: ["U", "B"] }),
  ],
});
