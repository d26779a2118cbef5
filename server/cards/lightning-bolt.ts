import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Lightning Bolt",
  cost: "{R}",
  types: ["Instant"],
  text: "Lightning Bolt deals 3 damage to any target.",
  spell: { targets: [target.any()], effects: [effect.dealDamage(3)] },
});
