import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Aerial Engineer",
  abilities: [
    ability.continuousAsLongAs(
      "As long as you control an artifact, Aerial Engineer gets +2/+0 and has flying.",
      { youControl: { types: ["Artifact"] } },
      affects.self,
      modify.powerToughness(2, 0),
      modify.addKeywords("Flying"),
    ),
  ],
});
