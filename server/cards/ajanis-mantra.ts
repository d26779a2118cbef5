import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Ajani's Mantra",
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, you may gain 1 life.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      { effects: [effect.optional("gain 1 life", effect.gainLife(1, { you: true }))] },
    ),
  ],
});
