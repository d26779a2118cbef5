import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Arisen Gorgon",
  abilities: [
    ability.continuousAsLongAs(
      "Arisen Gorgon has deathtouch as long as you control a Liliana planeswalker. (Any amount of damage this deals to a creature is enough to destroy it.)",
      { youControl: { types: ["Planeswalker"], subtypes: ["Liliana"] } },
      affects.self,
      modify.addKeywords("Deathtouch"),
    ),
  ],
});
