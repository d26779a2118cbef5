import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Rookie Mistake",
  spell: {
    targets: [target.creature(), target.another(target.creature({}, "another target creature"), 0)],
    effects: [effect.pumpUntilEndOfTurn(0, 2, { target: 0 }), effect.pumpUntilEndOfTurn(-2, 0, { target: 1 })],
  },
});
