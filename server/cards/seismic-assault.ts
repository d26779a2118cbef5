import { ability, card, cost, discard, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Seismic Assault",
  abilities: [
    ability.activated(cost(null, discard("a land card", { types: ["Land"] })), "Seismic Assault deals 2 damage to any target.", {
      targets: [target.any()],
      effects: [effect.dealDamage(2)],
    }),
  ],
});
