import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Celestial Messenger",
  keywords: ["Flash", "Flying"],
  abilities: [
    ability.continuousAsLongAs(
      "Celestial Messenger gets +1/+1 as long as you control a Yanling planeswalker.",
      { youControl: { types: ["Planeswalker"], subtypes: ["Yanling"] } },
      affects.self,
      modify.powerToughness(1, 1),
    ),
  ],
});
