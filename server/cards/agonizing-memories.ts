import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Agonizing Memories",
  spell: { targets: [target.player()], effects: [effect.chooseFromHandToLibraryTop(2)] },
});
