import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Court Cleric",
  keywords: ["Lifelink"],
  abilities: [
    ability.continuousAsLongAs(
      "Court Cleric gets +1/+1 as long as you control an Ajani planeswalker.",
      { youControl: { types: ["Planeswalker"], subtypes: ["Ajani"] } },
      affects.self,
      modify.powerToughness(1, 1),
    ),
  ],
});
