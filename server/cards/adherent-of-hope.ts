import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Adherent of Hope",
  abilities: [
    ability.triggered(
      "At the beginning of combat on your turn, if you control a Basri planeswalker, put a +1/+1 counter on Adherent of Hope.",
      { on: "beginningOfStep", step: "beginningOfCombat", whose: "your" },
      { condition: { youControl: { types: ["Planeswalker"], subtypes: ["Basri"] } }, effects: [effect.putCounters("+1/+1", 1, { self: true })] },
    ),
  ],
});
