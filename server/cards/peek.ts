import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Peek",
  spell: { targets: [target.player()], effects: [effect.lookAtHand({ target: 0 }), effect.drawCards(1)] },
});
