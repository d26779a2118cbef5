import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Steady Progress",
  cost: "{2}{U}",
  types: ["Instant"],
  text: "Proliferate.\nDraw a card.",
  spell: { effects: [effect.proliferate(), effect.drawCards(1)] },
});
