import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Sunken Hope",
  abilities: [
    ability.triggered(
      "At the beginning of each player's upkeep, that player returns a creature they control to its owner's hand.",
      { on: "beginningOfStep", step: "upkeep", whose: "each" },
      { effects: [effect.returnChosenPermanent({ activePlayer: true }, "a creature you control", { types: ["Creature"] })] },
    ),
  ],
});
