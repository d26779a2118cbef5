import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Dismember",
  spell: { targets: [target.creature()], effects: [effect.pumpUntilEndOfTurn(-5, -5)] },
});
