import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Traumatize",
  spell: { targets: [target.player()], effects: [effect.mill({ halfLibrary: { target: 0 } })] },
});
