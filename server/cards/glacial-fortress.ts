import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Glacial Fortress",
  abilities: [
    ability.entersTappedUnlessYouControl("Glacial Fortress", "a Plains or an Island", { subtypes: ["Plains", "Island"] }),
    ability.mana(cost(null, tapSelf), { oneOf: ["W", "U"] }),
  ],
});
