import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Reminisce",
  spell: { targets: [target.player()], effects: [effect.shuffleGraveyardIntoLibrary()] },
});
