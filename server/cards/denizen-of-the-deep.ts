import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Denizen of the Deep",
  abilities: [
    ability.triggered(
      "When Denizen of the Deep enters the battlefield, return each other creature you control to its owner's hand.",
      { on: "enters", what: "self" },
      { effects: [effect.returnToHand({ each: { types: ["Creature"], controller: "you" }, other: true })] },
    ),
  ],
});
