import { alternative, card, cost, effect, exileFromHand, payLife, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Force of Will",
  costs: {
    alternative: [
      alternative("force-of-will", "pay 1 life and exile a blue card from your hand", cost(null, payLife(1), exileFromHand("a blue card", { colors: ["U"] }))),
    ],
  },
  spell: { targets: [target.spell()], effects: [effect.counter()] },
});
