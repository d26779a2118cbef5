import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Thrummingbird",
  cost: "{1}{U}",
  types: ["Creature"],
  subtypes: ["Phyrexian", "Bird", "Horror"],
  pt: [1, 1],
  keywords: ["Flying"],
  text: "Flying\nWhenever Thrummingbird deals combat damage to a player, proliferate.",
  abilities: [
    ability.triggered(
      "Whenever Thrummingbird deals combat damage to a player, proliferate.",
      { on: "dealsCombatDamageToPlayer" },
      { effects: [effect.proliferate()] },
    ),
  ],
});
