import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Righteousness",
  spell: { targets: [target.creature({ blocking: true }, "target blocking creature")], effects: [effect.pumpUntilEndOfTurn(7, 7)] },
});
