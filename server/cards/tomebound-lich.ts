import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Tomebound Lich",
  keywords: ["Deathtouch", "Lifelink"],
  abilities: [
    {
      ...ability.triggered(
        "Whenever Tomebound Lich enters the battlefield or deals combat damage to a player, draw a card, then discard a card.",
        { on: "enters", what: "self" },
        { effects: [effect.drawCards(1), effect.discard(1, { you: true })] },
      ),
      alsoOn: { on: "dealsCombatDamageToPlayer" },
    },
  ],
});
