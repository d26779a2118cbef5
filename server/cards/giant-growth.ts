import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Giant Growth",
  spell: { targets: [target.creature()], effects: [effect.pumpUntilEndOfTurn(3, 3)] },
});
