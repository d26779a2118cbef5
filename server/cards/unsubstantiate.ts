import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Unsubstantiate",
  spell: {
    targets: [{ ...target.spell({}, "target spell or creature"), permanents: { types: ["Creature"] } }],
    effects: [effect.returnToHand()],
  },
});
