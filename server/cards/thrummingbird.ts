import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Thrummingbird",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "Whenever Thrummingbird deals combat damage to a player, proliferate.",
      { on: "dealsCombatDamageToPlayer" },
      { effects: [effect.proliferate()] },
    ),
  ],
});
