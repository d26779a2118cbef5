import { card, effect, target } from "../card-language/card-dsl.ts";

// 701.6a, 608.2c: the spell is countered (it never resolves), and goes to its owner's hand rather than to the graveyard.
export default card({
  name: "Remand",
  spell: { targets: [target.spell()], effects: [effect.counterToHand(), effect.drawCards(1)] },
});
