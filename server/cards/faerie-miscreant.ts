import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Faerie Miscreant",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "When Faerie Miscreant enters the battlefield, if you control another creature named Faerie Miscreant, draw a card.",
      { on: "enters", what: "self" },
      { condition: { youControl: { types: ["Creature"], name: "Faerie Miscreant" }, other: true }, effects: [effect.drawCards(1)] },
    ),
  ],
});
