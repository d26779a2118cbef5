import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Aeronaut Tinkerer",
  abilities: [
    ability.continuousAsLongAs(
      "Aeronaut Tinkerer has flying as long as you control an artifact. (It can't be blocked except by creatures with flying or reach.)",
      { youControl: { types: ["Artifact"] } },
      affects.self,
      modify.addKeywords("Flying"),
    ),
  ],
});
