import { ability, card, effect } from "../card-language/card-dsl.ts";

// An intervening "if" (603.4): checked when the upkeep begins and again as the ability resolves (608.2a).
export default card({
  name: "Felidar Sovereign",
  keywords: ["Vigilance", "Lifelink"],
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, if you have 40 or more life, you win the game.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      {
        condition: { lifeAtLeast: 40 },
        effects: [effect.winGame()],
      },
    ),
  ],
});
