import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Historian of Zhalfir",
  abilities: [
    ability.triggered(
      "Whenever Historian of Zhalfir attacks, if you control a Teferi planeswalker, draw a card.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      { condition: { youControl: { types: ["Planeswalker"], subtypes: ["Teferi"] } }, effects: [effect.drawCards(1)] },
    ),
  ],
});
