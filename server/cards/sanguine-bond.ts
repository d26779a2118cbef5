import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Sanguine Bond",
  abilities: [
    ability.triggered(
      "Whenever you gain life, target opponent loses that much life.",
      { on: "lifeGained", who: "you" },
      {
        targets: [target.opponent()],
        effects: [effect.loseLife({ eventAmount: true }, { target: 0 })],
      },
    ),
  ],
});
