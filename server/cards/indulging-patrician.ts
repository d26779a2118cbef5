import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Indulging Patrician",
  keywords: ["Flying", "Lifelink"],
  abilities: [
    ability.triggered(
      "At the beginning of your end step, if you gained 3 or more life this turn, each opponent loses 3 life.",
      { on: "beginningOfStep", step: "end", whose: "your" },
      { condition: { lifeGainedThisTurnAtLeast: 3 }, effects: [effect.loseLife(3, { eachOpponent: true })] },
    ),
  ],
});
