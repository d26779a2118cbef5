import { card, effect, target } from "../card-language/card-dsl.ts";

// 608.2d, 707.4: the creature to copy is chosen as it resolves (it isn't a target); the copy effect lasts until end of turn.
const choose = "Choose a nonlegendary creature on the battlefield.";

export default card({
  name: "Cytoshape",
  spell: {
    targets: [target.creature()],
    effects: [effect.becomeCopyOfChosenUntilEndOfTurn({ types: ["Creature"], notSupertypes: ["Legendary"] }, choose)],
  },
});
