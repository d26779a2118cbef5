import { card, effect, target } from "../card-language/card-dsl.ts";

// A spell that targets a single creature: 707.10e's example copies it with a new target.
export default card({
  name: "Moment of Triumph",
  spell: { targets: [target.creature()], effects: [effect.pumpUntilEndOfTurn(2, 2), effect.gainLife(2, { you: true })] },
});
