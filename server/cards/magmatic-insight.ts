import { card, cost, discard, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Magmatic Insight",
  costs: { additional: cost(null, discard("a land card", { types: ["Land"] })) },
  spell: { effects: [effect.drawCards(2)] },
});
