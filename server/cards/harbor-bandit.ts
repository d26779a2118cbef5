import { ability, affects, card, cost, effect, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Harbor Bandit",
  abilities: [
    ability.continuousAsLongAs(
      "Harbor Bandit gets +1/+1 as long as you control an Island.",
      { youControl: { subtypes: ["Island"] } },
      affects.self,
      modify.powerToughness(1, 1),
    ),
    ability.activated(cost("{1}{U}"), "Harbor Bandit can't be blocked this turn.", {
      effects: [effect.cantBeBlockedThisTurn({ self: true })],
    }),
  ],
});
