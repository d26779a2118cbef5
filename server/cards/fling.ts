import { card, cost, effect, sacrifice, target } from "../card-language/card-dsl.ts";

// 608.2h: the damage is the sacrificed creature's power as it last existed; a copy of Fling uses the creature
// sacrificed to pay for the original (707.10).
export default card({
  name: "Fling",
  cost: "{1}{R}",
  types: ["Instant"],
  text: "As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage equal to the sacrificed creature's power to any target.",
  costs: { additional: cost(null, sacrifice("a creature", { types: ["Creature"] })) },
  spell: { targets: [target.any()], effects: [effect.dealDamage({ sacrificedPower: true })] },
});
