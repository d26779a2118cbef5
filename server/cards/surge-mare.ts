import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Surge Mare",
  abilities: [
    ability.blockableOnlyBy("Surge Mare can't be blocked by green creatures.", { notColors: ["G"] }),
    ability.triggered(
      "Whenever Surge Mare deals damage to an opponent, you may draw a card. If you do, discard a card.",
      { on: "dealsDamageToOpponent" },
      { effects: [effect.optional("draw a card, then discard a card", effect.drawCards(1), effect.discard(1, { you: true }))] },
    ),
    ability.activated(cost("{1}{U}"), "Surge Mare gets +2/-2 until end of turn.", { effects: [effect.pumpUntilEndOfTurn(2, -2, { self: true })] }),
  ],
});
