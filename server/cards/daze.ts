import { alternative, card, cost, effect, returnToHand, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Daze",
  cost: "{1}{U}",
  types: ["Instant"],
  text: "You may return an Island you control to its owner's hand rather than pay this spell's mana cost.\nCounter target spell unless its controller pays {1}.",
  costs: {
    alternative: [
      alternative("daze", "return an Island you control to its owner's hand", cost(null, returnToHand("an Island you control", { subtypes: ["Island"] }))),
    ],
  },
  spell: { targets: [target.spell()], effects: [effect.counter({ target: 0 }, "{1}")] },
});
