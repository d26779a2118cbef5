import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Jace's Phantasm",
  keywords: ["Flying"],
  abilities: [
    ability.continuousAsLongAs(
      "Jace's Phantasm gets +4/+4 as long as an opponent has ten or more cards in their graveyard.",
      { opponentGraveyardAtLeast: 10 },
      affects.self,
      modify.powerToughness(4, 4),
    ),
  ],
});
