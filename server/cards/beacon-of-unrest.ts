import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Beacon of Unrest",
  spell: {
    targets: [target.cardInAGraveyard({ types: ["Artifact", "Creature"] }, "target artifact or creature card from a graveyard")],
    effects: [effect.returnToBattlefield({ target: 0 }, "you"), effect.shuffleSelfIntoLibrary()],
  },
});
