import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

// "Other Merfolk": every player's, not itself. One effect in two layers (613.6): islandwalk in 6, +1/+1 in 7c.
export default card({
  name: "Lord of Atlantis",
  abilities: [
    ability.continuous(
      "Other Merfolk get +1/+1 and have islandwalk.",
      affects.permanents({ subtypes: ["Merfolk"] }, true),
      modify.powerToughness(1, 1),
      modify.addKeywords("Islandwalk"),
    ),
  ],
});
