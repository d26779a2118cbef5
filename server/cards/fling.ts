import { card, cost, effect, sacrifice, target } from "../card-language/card-dsl.ts";

// 608.2h: the damage is the sacrificed creature's power as it last existed; a copy of Fling uses the creature
// sacrificed to pay for the original (707.10).
export default card({
  name: "Fling",
  costs: { additional: cost(null, sacrifice("a creature", { types: ["Creature"] })) },
  spell: { targets: [target.any()], effects: [effect.dealDamage({ sacrificedPower: true })] },
});
