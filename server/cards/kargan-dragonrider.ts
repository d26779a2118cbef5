import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Kargan Dragonrider",
  abilities: [
    ability.continuousAsLongAs(
      "As long as you control a Dragon, Kargan Dragonrider has flying. (It can't be blocked except by creatures with flying or reach.)",
      { youControl: { subtypes: ["Dragon"] } },
      affects.self,
      modify.addKeywords("Flying"),
    ),
  ],
});
