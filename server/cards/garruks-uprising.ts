import { ability, affects, card, effect, modify } from "../card-language/card-dsl.ts";

const POWER_4: { readonly types: ["Creature"]; readonly minPower: 4 } = { types: ["Creature"], minPower: 4 };

export default card({
  name: "Garruk's Uprising",
  abilities: [
    ability.triggered(
      "When Garruk's Uprising enters the battlefield, if you control a creature with power 4 or greater, draw a card.",
      { on: "enters", what: "self" },
      { condition: { youControl: POWER_4 }, effects: [effect.drawCards(1)] },
    ),
    ability.continuous(
      "Creatures you control have trample. (They can deal excess combat damage to the player or planeswalker they're attacking.)",
      affects.permanents({ types: ["Creature"], controller: "you" }),
      modify.addKeywords("Trample"),
    ),
    ability.triggered(
      "Whenever a creature with power 4 or greater enters the battlefield under your control, draw a card.",
      { on: "enters", what: { ...POWER_4, controller: "you" } },
      { effects: [effect.drawCards(1)] },
    ),
  ],
});
