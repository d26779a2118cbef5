import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Roaring Primadox",
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, return a creature you control to its owner's hand.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      { effects: [effect.returnChosenPermanent({ you: true }, "a creature you control", { types: ["Creature"] })] },
    ),
  ],
});
