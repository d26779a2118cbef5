import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Silence",
  spell: { effects: [effect.opponentsCantCastThisTurn()] },
});
