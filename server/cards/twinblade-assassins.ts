import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Twinblade Assassins",
  abilities: [
    ability.triggered(
      "At the beginning of your end step, if a creature died this turn, draw a card.",
      { on: "beginningOfStep", step: "end", whose: "your" },
      { condition: { creatureDiedThisTurn: true }, effects: [effect.drawCards(1)] },
    ),
  ],
});
