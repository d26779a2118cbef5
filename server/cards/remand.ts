import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Remand",
  spell: { targets: [target.spell()], effects: [effect.returnToHand({ target: 0 }), effect.drawCards(1)] },
});
