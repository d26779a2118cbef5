import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Rogue's Gloves",
  abilities: [
    ability.triggered(
      "Whenever equipped creature deals combat damage to a player, you may draw a card.",
      { on: "dealsCombatDamageToPlayer", what: "attached" },
      { effects: [effect.optional("draw a card", effect.drawCards(1))] },
    ),
    ability.equip(cost("{2}")),
  ],
});
