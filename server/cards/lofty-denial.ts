import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Lofty Denial",
  spell: {
    targets: [target.spell()],
    effects: [
      effect.ifCondition(
        { youControl: { types: ["Creature"], keywords: ["Flying"] } },
        [effect.counter({ target: 0 }, "{4}")],
        [effect.counter({ target: 0 }, "{1}")],
      ),
    ],
  },
});
