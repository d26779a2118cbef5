import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Unchained Berserker",
  keywords: [{ protectionFrom: "W" }],
  abilities: [
    ability.continuousAsLongAs(
      "Unchained Berserker gets +2/+0 as long as it's attacking.",
      { sourceAttacking: true },
      affects.self,
      modify.powerToughness(2, 0),
    ),
  ],
});
