import { card, effect, target } from "../card-language/card-dsl.ts";

// X counts the life gained this turn as the second sentence applies, the 1 just gained included.
export default card({
  name: "Nightmare's Thirst",
  spell: {
    targets: [target.creature()],
    effects: [effect.gainLife(1, { you: true }), effect.pumpForEachUntilEndOfTurn(-1, -1, { lifeGainedThisTurn: true }, { target: 0 })],
  },
});
