import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Scuttling Doom Engine",
  abilities: [
    ability.blockableOnlyBy("Scuttling Doom Engine can't be blocked by creatures with power 2 or less.", { minPower: 3 }),
    ability.triggered(
      "When Scuttling Doom Engine dies, it deals 6 damage to target opponent or planeswalker.",
      { on: "dies", what: "self" },
      { targets: [target.opponentOrPlaneswalker()], effects: [effect.dealDamage(6)] },
    ),
  ],
});
