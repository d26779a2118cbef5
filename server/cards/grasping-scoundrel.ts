import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Grasping Scoundrel",
  abilities: [
    ability.continuousAsLongAs(
      "Grasping Scoundrel gets +1/+0 as long as it's attacking.",
      { sourceIs: { attacking: true } },
      affects.self,
      modify.powerToughness(1, 0),
    ),
  ],
});
