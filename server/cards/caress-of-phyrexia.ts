import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Caress of Phyrexia",
  spell: {
    targets: [target.player()],
    effects: [effect.drawCards(3, { target: 0 }), effect.loseLife(3, { target: 0 }), effect.putCounters("poison", 3)],
  },
});
