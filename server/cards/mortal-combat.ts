import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Mortal Combat",
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, if twenty or more creature cards are in your graveyard, you win the game.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      { condition: { cardsInYourGraveyard: { types: ["Creature"] }, atLeast: 20 }, effects: [effect.winGame()] },
    ),
  ],
});
