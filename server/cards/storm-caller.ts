import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Storm Caller",
  abilities: [
    ability.triggered(
      "When Storm Caller enters the battlefield, it deals 2 damage to each opponent.",
      { on: "enters", what: "self" },
      { effects: [effect.damagePlayers(2, { eachOpponent: true })] },
    ),
  ],
});
