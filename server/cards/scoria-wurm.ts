import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Scoria Wurm",
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, flip a coin. If you lose the flip, return Scoria Wurm to its owner's hand.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      { effects: [effect.flipCoin({ ifLose: [effect.returnToHand({ self: true })] })] },
    ),
  ],
});
