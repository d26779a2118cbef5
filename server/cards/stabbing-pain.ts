import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Stabbing Pain",
  spell: { targets: [target.creature()], effects: [effect.pumpUntilEndOfTurn(-1, -1), effect.tap()] },
});
