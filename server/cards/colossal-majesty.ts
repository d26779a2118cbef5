import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Colossal Majesty",
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, if you control a creature with power 4 or greater, draw a card.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      { condition: { youControl: { types: ["Creature"], minPower: 4 } }, effects: [effect.drawCards(1)] },
    ),
  ],
});
