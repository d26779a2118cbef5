import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Divination",
  spell: { effects: [effect.drawCards(2)] },
});
