import { card, cost, discard, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Thrill of Possibility",
  cost: "{1}{R}",
  types: ["Instant"],
  text: "As an additional cost to cast this spell, discard a card.\nDraw two cards.",
  costs: { additional: cost(null, discard("a card", {})) },
  spell: { effects: [effect.drawCards(2)] },
});
