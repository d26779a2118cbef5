import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Steady Progress",
  spell: { effects: [effect.proliferate(), effect.drawCards(1)] },
});
