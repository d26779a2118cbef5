import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Leonin Vanguard",
  abilities: [
    ability.triggered(
      "At the beginning of combat on your turn, if you control three or more creatures, Leonin Vanguard gets +1/+1 until end of turn and you gain 1 life.",
      { on: "beginningOfStep", step: "beginningOfCombat", whose: "your" },
      {
        condition: { youControl: { types: ["Creature"] }, atLeast: 3 },
        effects: [effect.pumpUntilEndOfTurn(1, 1, { self: true }), effect.gainLife(1, { you: true })],
      },
    ),
  ],
});
