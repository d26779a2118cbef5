import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Serra Ascendant",
  keywords: ["Lifelink"],
  abilities: [
    ability.continuousAsLongAs(
      "As long as you have 30 or more life, Serra Ascendant gets +5/+5 and has flying.",
      { lifeAtLeast: 30 },
      affects.self,
      modify.powerToughness(5, 5),
      modify.addKeywords("Flying"),
    ),
  ],
});
