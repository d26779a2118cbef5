import { ability, affects, card, effect, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Liliana's Devotee",
  abilities: [
    ability.continuous("Zombies you control get +1/+0.", affects.permanents({ subtypes: ["Zombie"], controller: "you" }), modify.powerToughness(1, 0)),
    ability.triggered(
      "At the beginning of your end step, if a creature died this turn, you may pay {1}{B}. If you do, create a 2/2 black Zombie creature token.",
      { on: "beginningOfStep", step: "end", whose: "your" },
      { condition: { creatureDiedThisTurn: true }, effects: [effect.mayPay("{1}{B}", effect.createTokens(1, "Zombie Token"))] },
    ),
  ],
});
