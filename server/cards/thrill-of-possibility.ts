import { card, cost, discard, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Thrill of Possibility",
  costs: { additional: cost(null, discard("a card", {})) },
  spell: { effects: [effect.drawCards(2)] },
});
