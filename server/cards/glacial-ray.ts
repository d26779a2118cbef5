import { card, cost, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Glacial Ray",
  costs: { splice: { onto: "Arcane", cost: cost("{1}{R}") } },
  spell: { targets: [target.any()], effects: [effect.dealDamage(2)] },
});
