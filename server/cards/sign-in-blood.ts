import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Sign in Blood",
  spell: { targets: [target.player()], effects: [effect.drawCards(2, { target: 0 }), effect.loseLife(2, { target: 0 })] },
});
