import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Opt",
  spell: { effects: [effect.scry(1), effect.drawCards(1)] },
});
