import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Ajani's Pridemate",
  abilities: [
    ability.triggered(
      "Whenever you gain life, put a +1/+1 counter on Ajani's Pridemate.",
      { on: "lifeGained", who: "you" },
      {
        effects: [effect.putCounters("+1/+1", 1, { self: true })],
      },
    ),
  ],
});
