import { ability, affects, card, cost, effect, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Nightfire Giant",
  abilities: [
    ability.continuousAsLongAs(
      "Nightfire Giant gets +1/+1 as long as you control a Mountain.",
      { youControl: { subtypes: ["Mountain"] } },
      affects.self,
      modify.powerToughness(1, 1),
    ),
    ability.activated(cost("{4}{R}"), "Nightfire Giant deals 2 damage to any target.", {
      targets: [target.any()],
      effects: [effect.dealDamage(2)],
    }),
  ],
});
