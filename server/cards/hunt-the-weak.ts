import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Hunt the Weak",
  spell: {
    targets: [
      target.creature({ controller: "you" }, "target creature you control"),
      target.creature({ controller: "opponent" }, "target creature you don't control"),
    ],
    effects: [effect.putCounters("+1/+1", 1), effect.fight()],
  },
});
