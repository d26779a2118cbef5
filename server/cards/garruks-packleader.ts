import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Garruk's Packleader",
  abilities: [
    ability.triggered(
      "Whenever another creature with power 3 or greater enters the battlefield under your control, you may draw a card.",
      { on: "enters", what: { types: ["Creature"], minPower: 3, controller: "you" }, other: true },
      { effects: [effect.optional("draw a card", effect.drawCards(1))] },
    ),
  ],
});
