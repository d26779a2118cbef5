import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Statute of Denial",
  spell: {
    targets: [target.spell()],
    effects: [
      effect.counter(),
      effect.ifCondition({ youControl: { types: ["Creature"], colors: ["U"] } }, [effect.drawCards(1), effect.discard(1, { you: true })]),
    ],
  },
});
