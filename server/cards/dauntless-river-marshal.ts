import { ability, affects, card, cost, effect, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Dauntless River Marshal",
  abilities: [
    ability.continuousAsLongAs(
      "Dauntless River Marshal gets +1/+1 as long as you control an Island.",
      { youControl: { subtypes: ["Island"] } },
      affects.self,
      modify.powerToughness(1, 1),
    ),
    ability.activated(cost("{3}{U}"), "Tap target creature.", { targets: [target.creature()], effects: [effect.tap()] }),
  ],
});
