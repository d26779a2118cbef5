import { card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Think Twice",
  cost: "{1}{U}",
  types: ["Instant"],
  text: "Draw a card.\nFlashback {2}{U}",
  costs: { flashback: cost("{2}{U}") },
  spell: { effects: [effect.drawCards(1)] },
});
