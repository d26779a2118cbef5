import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Opt",
  cost: "{U}",
  types: ["Instant"],
  text: "Scry 1.\nDraw a card.",
  spell: { effects: [effect.scry(1), effect.drawCards(1)] },
});
