import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Gearsmith Prodigy",
  abilities: [
    ability.continuousAsLongAs(
      "Gearsmith Prodigy gets +1/+0 as long as you control an artifact.",
      { youControl: { types: ["Artifact"] } },
      affects.self,
      modify.powerToughness(1, 0),
    ),
  ],
});
