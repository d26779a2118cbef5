import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Peel from Reality",
  spell: {
    targets: [
      target.creature({ controller: "you" }, "target creature you control"),
      target.creature({ controller: "opponent" }, "target creature you don't control"),
    ],
    effects: [effect.returnToHand({ target: 0 }), effect.returnToHand({ target: 1 })],
  },
});
