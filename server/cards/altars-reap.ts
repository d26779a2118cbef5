import { card, cost, effect, sacrifice } from "../card-language/card-dsl.ts";

// The card of the example of 601.2h.
export default card({
  name: "Altar's Reap",
  costs: { additional: cost(null, sacrifice("a creature", { types: ["Creature"] })) },
  spell: { effects: [effect.drawCards(2)] },
});
