import { card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Think Twice",
  costs: { flashback: cost("{2}{U}") },
  spell: { effects: [effect.drawCards(1)] },
});
