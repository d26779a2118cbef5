import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

// 604.3: its power and toughness are defined by a characteristic-defining ability, applied in layer 7a (613.4a)
// after the land types are known (layer 4): Swamps it controls, whatever made them Swamps.
export default card({
  name: "Nightmare",
  keywords: ["Flying"],
  abilities: [
    ability.continuous(
      "Nightmare's power and toughness are each equal to the number of Swamps you control.",
      affects.self,
      modify.powerToughnessFromCount({ controller: "you", subtypes: ["Swamp"] }),
    ),
  ],
});
