import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Epicure of Blood",
  abilities: [
    ability.triggered(
      "Whenever you gain life, each opponent loses 1 life.",
      { on: "lifeGained", who: "you" },
      { effects: [effect.loseLife(1, { eachOpponent: true })] },
    ),
  ],
});
