import { ability, card, cost, effect, sacrificeSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Wall of Limbs",
  keywords: ["Defender"],
  abilities: [
    ability.triggered(
      "Whenever you gain life, put a +1/+1 counter on Wall of Limbs.",
      { on: "lifeGained", who: "you" },
      { effects: [effect.putCounters("+1/+1", 1, { self: true })] },
    ),
    // Sacrificed as a cost, its power is as it last existed on the battlefield (608.2h).
    ability.activated(cost("{5}{B}{B}", sacrificeSelf), "Target player loses X life, where X is Wall of Limbs's power.", {
      targets: [target.player()],
      effects: [effect.loseLife({ sourcePower: true }, { target: 0 })],
    }),
  ],
});
