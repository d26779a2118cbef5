import { ability, card, cost, effect, tapUntapped, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Ghirapur Aether Grid",
  abilities: [
    ability.activated(
      cost(null, tapUntapped("two untapped artifacts you control", { types: ["Artifact"] }, 2)),
      "Ghirapur Aether Grid deals 1 damage to any target.",
      { targets: [target.any()], effects: [effect.dealDamage(1)] },
    ),
  ],
});
