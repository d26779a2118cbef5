import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Preordain",
  spell: { effects: [effect.scry(2), effect.drawCards(1)] },
});
