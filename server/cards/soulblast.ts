import { card, cost, effect, sacrificeAll, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Soulblast",
  costs: { additional: cost(null, sacrificeAll("all creatures you control", { types: ["Creature"] })) },
  spell: { targets: [target.any()], effects: [effect.dealDamage({ sacrificedTotalPower: true })] },
});
