import { card, effect, target } from "../card-language/card-dsl.ts";

// The number of cards is counted as the spell resolves (608.2h).
export default card({
  name: "Sudden Impact",
  spell: { targets: [target.player()], effects: [effect.dealDamage({ cardsInHand: { target: 0 } })] },
});
