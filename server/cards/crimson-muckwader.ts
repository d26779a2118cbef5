import { ability, affects, card, cost, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Crimson Muckwader",
  abilities: [
    ability.continuousAsLongAs(
      "Crimson Muckwader gets +1/+1 as long as you control a Swamp.",
      { youControl: { subtypes: ["Swamp"] } },
      affects.self,
      modify.powerToughness(1, 1),
    ),
    ability.regenerate(cost("{2}{B}"), "Crimson Muckwader"),
  ],
});
