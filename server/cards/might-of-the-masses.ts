import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Might of the Masses",
  spell: {
    targets: [target.creature()],
    effects: [effect.pumpForEachUntilEndOfTurn(1, 1, { count: { types: ["Creature"], controller: "you" } }, { target: 0 })],
  },
});
