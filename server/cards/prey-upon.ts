import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Prey Upon",
  spell: {
    targets: [
      target.creature({ controller: "you" }, "target creature you control"),
      target.creature({ controller: "opponent" }, "target creature you don't control"),
    ],
    effects: [effect.fight()],
  },
});
