import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Icy Manipulator",
  abilities: [
    ability.activated(cost("{1}", tapSelf), "Tap target artifact, creature, or land.", {
      targets: [target.permanent({ types: ["Artifact", "Creature", "Land"] }, "target artifact, creature, or land")],
      effects: [effect.tap()],
    }),
  ],
});
