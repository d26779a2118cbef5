import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Vivien's Crocodile",
  abilities: [
    ability.continuousWhile(
      "Vivien's Crocodile gets +1/+1 as long as you control a Vivien planeswalker.",
      { youControl: { types: ["Planeswalker"], subtypes: ["Vivien"] } },
      affects.self,
      modify.powerToughness(1, 1),
    ),
  ],
});
