import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Corpse Knight",
  abilities: [
    ability.triggered(
      "Whenever another creature enters the battlefield under your control, each opponent loses 1 life.",
      { on: "enters", what: { types: ["Creature"], controller: "you" }, other: true },
      { effects: [effect.loseLife(1, { eachOpponent: true })] },
    ),
  ],
});
