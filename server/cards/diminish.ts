import { card, effect, target } from "../card-language/card-dsl.ts";

// 613.4b: setting base power and toughness applies in layer 7b, under modifications and counters (7c).
export default card({
  name: "Diminish",
  spell: { targets: [target.creature()], effects: [effect.becomesUntilEndOfTurn([], [], 1, 1, { target: 0 })] },
});
