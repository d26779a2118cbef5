import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Remand",
  cost: "{1}{U}",
  types: ["Instant"],
  text: "Return target spell to its owner's hand.\nDraw a card.",
  spell: { targets: [target.spell()], effects: [effect.returnToHand({ target: 0 }), effect.drawCards(1)] },
});
