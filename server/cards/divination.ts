import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Divination",
  cost: "{2}{U}",
  types: ["Sorcery"],
  text: "Draw two cards.",
  spell: { effects: [effect.drawCards(2)] },
});
