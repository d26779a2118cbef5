import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Resplendent Angel",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "At the beginning of each end step, if you gained 5 or more life this turn, create a 4/4 white Angel creature token with flying and vigilance.",
      { on: "beginningOfStep", step: "end", whose: "each" },
      { condition: { lifeGainedThisTurnAtLeast: 5 }, effects: [effect.createTokens(1, "4/4 white Angel creature token with flying and vigilance")] },
    ),
    ability.activated(cost("{3}{W}{W}{W}"), "Until end of turn, Resplendent Angel gets +2/+2 and gains lifelink.", {
      effects: [effect.pumpUntilEndOfTurn(2, 2, { self: true }), effect.gainKeywords(["Lifelink"], { self: true })],
    }),
  ],
});
