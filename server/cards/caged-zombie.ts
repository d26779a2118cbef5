import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Caged Zombie",
  abilities: [
    ability.activated(cost("{1}{B}", tapSelf), "Each opponent loses 2 life. Activate only if a creature died this turn.", {
      effects: [effect.loseLife(2, { eachOpponent: true })],
      onlyIf: { creatureDiedThisTurn: true },
    }),
  ],
});
