import { ability, card, cost, effect, sacrificeSelf } from "../card-language/card-dsl.ts";

// 113.6m: the end step ability moves the card out of its owner's graveyard, so it functions only there.
export default card({
  name: "Silversmote Ghoul",
  abilities: [
    ability.triggered(
      "At the beginning of your end step, if you gained 3 or more life this turn, return Silversmote Ghoul from your graveyard to the battlefield tapped.",
      { on: "beginningOfStep", step: "end", whose: "your" },
      {
        functionsIn: "graveyard",
        condition: { lifeGainedThisTurnAtLeast: 3 },
        effects: [{ kind: "returnToBattlefield", card: { self: true }, under: "owner", tapped: true }],
      },
    ),
    ability.activated(cost("{1}{B}", sacrificeSelf), "Draw a card.", { effects: [effect.drawCards(1)] }),
  ],
});
