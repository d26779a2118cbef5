import { card, effect } from "../card-language/card-dsl.ts";

// 101.4: each part is done by every player in APNAP order before the next part begins.
export default card({
  name: "Smallpox",
  spell: {
    effects: [
      effect.loseLife(1, { each: true }),
      effect.discard(1, { each: true }),
      effect.sacrifice("each", "a creature", { types: ["Creature"] }),
      effect.sacrifice("each", "a land", { types: ["Land"] }),
    ],
  },
});
