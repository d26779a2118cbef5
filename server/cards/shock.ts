import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Shock",
  cost: "{R}",
  types: ["Instant"],
  text: "Shock deals 2 damage to any target.",
  spell: { targets: [target.any()], effects: [effect.dealDamage(2)] },
});
