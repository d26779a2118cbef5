import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Angelic Accord",
  abilities: [
    ability.triggered(
      "At the beginning of each end step, if you gained 4 or more life this turn, create a 4/4 white Angel creature token with flying.",
      { on: "beginningOfStep", step: "end", whose: "each" },
      { condition: { lifeGainedThisTurnAtLeast: 4 }, effects: [effect.createTokens(1, "Angel Token")] },
    ),
  ],
});
