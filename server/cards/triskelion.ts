import { ability, card, cost, effect, removeCounters, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Triskelion",
  entersWithCounters: { counter: "+1/+1", amount: 3 },
  abilities: [
    ability.activated(cost(null, removeCounters("+1/+1")), "It deals 1 damage to any target.", { targets: [target.any()], effects: [effect.dealDamage(1)] }),
  ],
});
