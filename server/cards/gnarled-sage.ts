import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Gnarled Sage",
  keywords: ["Reach"],
  abilities: [
    ability.continuousAsLongAs(
      "As long as you've drawn two or more cards this turn, Gnarled Sage gets +0/+2 and has vigilance. (Attacking doesn't cause it to tap.)",
      { cardsDrawnThisTurn: 2 },
      affects.self,
      modify.powerToughness(0, 2),
      modify.addKeywords("Vigilance"),
    ),
  ],
});
