import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Foresee",
  spell: { effects: [effect.scry(4), effect.drawCards(2)] },
});
