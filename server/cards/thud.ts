import { card, cost, effect, sacrifice, target } from "../card-language/card-dsl.ts";

// 608.2h: the damage is the sacrificed creature's power as it last existed.
export default card({
  name: "Thud",
  costs: { additional: cost(null, sacrifice("a creature", { types: ["Creature"] })) },
  spell: { targets: [target.any()], effects: [effect.dealDamage({ sacrificedPower: true })] },
});
