import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Phyrexian Arena",
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, you draw a card and you lose 1 life.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      {
        effects: [effect.drawCards(1), effect.loseLife(1, { you: true })],
      },
    ),
  ],
});
