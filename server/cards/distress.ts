import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Distress",
  spell: { targets: [target.player()], effects: [effect.chooseDiscardFromHand({ notTypes: ["Land"] }, true)] },
});
