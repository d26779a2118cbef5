import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Sparkmage Apprentice",
  abilities: [
    ability.triggered(
      "When Sparkmage Apprentice enters the battlefield, it deals 1 damage to any target.",
      { on: "enters", what: "self" },
      { targets: [target.any()], effects: [effect.dealDamage(1)] },
    ),
  ],
});
