import { card, each, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Sanctified Charge",
  spell: {
    effects: [
      effect.pumpUntilEndOfTurn(2, 1, each({ types: ["Creature"], controller: "you" })),
      effect.gainKeywords(["First strike"], each({ types: ["Creature"], colors: ["W"], controller: "you" })),
    ],
  },
});
