import { card, effect, target } from "../card-language/card-dsl.ts";

// Three instances of the word "target": the same creature may be chosen for each (601.2c).
export default card({
  name: "Seeds of Strength",
  spell: {
    targets: [target.creature(), target.creature(), target.creature()],
    effects: [effect.pumpUntilEndOfTurn(1, 1, { target: 0 }), effect.pumpUntilEndOfTurn(1, 1, { target: 1 }), effect.pumpUntilEndOfTurn(1, 1, { target: 2 })],
  },
});
