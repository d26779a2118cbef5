import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Scrapyard Mongrel",
  abilities: [
    ability.continuousAsLongAs(
      "As long as you control an artifact, Scrapyard Mongrel gets +2/+0 and has trample. (It can deal excess combat damage to the player or planeswalker it's attacking.)",
      { youControl: { types: ["Artifact"] } },
      affects.self,
      modify.powerToughness(2, 0),
      modify.addKeywords("Trample"),
    ),
  ],
});
