import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Dragonskull Summit",
  abilities: [
    ability.entersTappedUnlessYouControl("Dragonskull Summit", "a Swamp or a Mountain", { subtypes: ["Swamp", "Mountain"] }),
    ability.mana(cost(null, tapSelf), { oneOf: ["B", "R"] }),
  ],
});
