import { ability, card, cost, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Vito, Thorn of the Dusk Rose",
  abilities: [
    ability.triggered(
      "Whenever you gain life, target opponent loses that much life.",
      { on: "lifeGained", who: "you" },
      { targets: [target.opponent()], effects: [effect.loseLife({ eventAmount: true }, { target: 0 })] },
    ),
    ability.activated(cost("{3}{B}{B}"), "Creatures you control gain lifelink until end of turn.", {
      effects: [effect.gainKeywords(["Lifelink"], { each: { types: ["Creature"], controller: "you" } })],
    }),
  ],
});
