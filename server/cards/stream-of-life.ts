import { card, effect, target, X } from "../card-language/card-dsl.ts";

export default card({
  name: "Stream of Life",
  spell: { targets: [target.player()], effects: [effect.gainLife(X, { target: 0 })] },
});
