import { alternative, card, cost, effect, returnToHand, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Daze",
  costs: {
    alternative: [
      alternative("daze", "return an Island you control to its owner's hand", cost(null, returnToHand("an Island you control", { subtypes: ["Island"] }))),
    ],
  },
  spell: { targets: [target.spell()], effects: [effect.counter({ target: 0 }, "{1}")] },
});
