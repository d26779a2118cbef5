import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Elemental Bond",
  abilities: [
    ability.triggered(
      "Whenever a creature with power 3 or greater enters the battlefield under your control, draw a card.",
      { on: "enters", what: { types: ["Creature"], minPower: 3, controller: "you" } },
      { effects: [effect.drawCards(1)] },
    ),
  ],
});
