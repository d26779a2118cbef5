import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Prickleboar",
  abilities: [
    ability.continuousAsLongAs(
      "As long as it's your turn, Prickleboar gets +2/+0 and has first strike. (It deals combat damage before creatures without first strike.)",
      { yourTurn: true },
      affects.self,
      modify.powerToughness(2, 0),
      modify.addKeywords("First strike"),
    ),
  ],
});
