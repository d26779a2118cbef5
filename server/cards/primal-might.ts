import { card, effect, target, X } from "../card-language/card-dsl.ts";

export default card({
  name: "Primal Might",
  spell: {
    targets: [
      target.creature({ controller: "you" }, "target creature you control"),
      target.upTo(1, target.creature({ controller: "opponent" }, "up to one target creature you don't control")),
    ],
    effects: [effect.pumpForEachUntilEndOfTurn(1, 1, X, { target: 0 }), effect.fight({ target: 0 }, { target: 1 })],
  },
});
