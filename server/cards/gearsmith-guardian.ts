import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Gearsmith Guardian",
  abilities: [
    ability.continuousAsLongAs(
      "Gearsmith Guardian gets +2/+0 as long as you control a blue creature.",
      { youControl: { types: ["Creature"], colors: ["U"] } },
      affects.self,
      modify.powerToughness(2, 0),
    ),
  ],
});
