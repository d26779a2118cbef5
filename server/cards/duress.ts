import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Duress",
  spell: {
    targets: [target.opponent()],
    effects: [effect.revealHandYouChooseDiscard({ notTypes: ["Creature", "Land"] }, "a noncreature, nonland card")],
  },
});
