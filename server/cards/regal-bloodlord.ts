import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Regal Bloodlord",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "At the beginning of each end step, if you gained life this turn, create a 1/1 black Bat creature token with flying.",
      { on: "beginningOfStep", step: "end", whose: "each" },
      { condition: { lifeGainedThisTurnAtLeast: 1 }, effects: [effect.createTokens(1, "Bat Token")] },
    ),
  ],
});
