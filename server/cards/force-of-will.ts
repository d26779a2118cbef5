import { alternative, card, cost, effect, exileFromHand, payLife, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Force of Will",
  cost: "{3}{U}{U}",
  types: ["Instant"],
  text: "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.\nCounter target spell.",
  costs: {
    alternative: [
      alternative("force-of-will", "pay 1 life and exile a blue card from your hand", cost(null, payLife(1), exileFromHand("a blue card", { colors: ["U"] }))),
    ],
  },
  spell: { targets: [target.spell()], effects: [effect.counter()] },
});
