import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Sabertooth Mauler",
  abilities: [
    ability.triggered(
      "At the beginning of your end step, if a creature died this turn, put a +1/+1 counter on Sabertooth Mauler and untap it.",
      { on: "beginningOfStep", step: "end", whose: "your" },
      { condition: { creatureDiedThisTurn: true }, effects: [effect.putCounters("+1/+1", 1, { self: true }), effect.untap({ self: true })] },
    ),
  ],
});
