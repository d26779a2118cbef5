import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Howling Mine",
  abilities: [
    ability.triggered(
      "At the beginning of each player's draw step, if Howling Mine is untapped, that player draws an additional card.",
      { on: "beginningOfStep", step: "draw", whose: "each" },
      { condition: { sourceUntapped: true }, effects: [effect.drawCards(1, { activePlayer: true })] },
    ),
  ],
});
