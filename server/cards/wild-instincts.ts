import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Wild Instincts",
  spell: {
    targets: [
      target.creature({ controller: "you" }, "target creature you control"),
      target.creature({ controller: "opponent" }, "target creature an opponent controls"),
    ],
    effects: [effect.pumpUntilEndOfTurn(2, 2), effect.fight()],
  },
});
