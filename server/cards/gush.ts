import { alternative, card, cost, effect, returnToHand } from "../card-language/card-dsl.ts";

export default card({
  name: "Gush",
  costs: {
    alternative: [
      alternative(
        "gush",
        "return two Islands you control to their owner's hand",
        cost(null, returnToHand("two Islands you control", { subtypes: ["Island"] }, 2)),
      ),
    ],
  },
  spell: { effects: [effect.drawCards(2)] },
});
