import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Griffin Rider",
  abilities: [
    ability.continuousAsLongAs(
      "As long as you control a Griffin creature, Griffin Rider gets +3/+3 and has flying.",
      { youControl: { types: ["Creature"], subtypes: ["Griffin"] } },
      affects.self,
      modify.powerToughness(3, 3),
      modify.addKeywords("Flying"),
    ),
  ],
});
