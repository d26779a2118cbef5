import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Duress",
  spell: {
    targets: [target.opponent()],
    effects: [effect.chooseDiscardFromHand({ notTypes: ["Creature", "Land"] }, true)],
  },
});
