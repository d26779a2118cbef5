import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Liliana's Contract",
  abilities: [
    ability.triggered(
      "When Liliana's Contract enters the battlefield, you draw four cards and you lose 4 life.",
      { on: "enters", what: "self" },
      { effects: [effect.drawCards(4), effect.loseLife(4, { you: true })] },
    ),
    ability.triggered(
      "At the beginning of your upkeep, if you control four or more Demons with different names, you win the game.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      { condition: { youControl: { subtypes: ["Demon"] }, atLeast: 4, differentNames: true }, effects: [effect.winGame()] },
    ),
  ],
});
