import { card, effect } from "../engine/card-dsl.ts";

export default card({
  name: "Divination",
  cost: "{2}{U}",
  types: ["Sorcery"],
  text: "Draw two cards.",
  spell: { effects: [effect.drawCards(2)] },
});
