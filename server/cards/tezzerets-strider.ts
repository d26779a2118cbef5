import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Tezzeret's Strider",
  abilities: [
    ability.continuousAsLongAs(
      "As long as you control a Tezzeret planeswalker, Tezzeret's Strider has menace. (It can't be blocked except by two or more creatures.)",
      { youControl: { types: ["Planeswalker"], subtypes: ["Tezzeret"] } },
      affects.self,
      modify.addKeywords("Menace"),
    ),
  ],
});
