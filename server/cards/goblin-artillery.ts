import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Goblin Artillery",
  abilities: [
    ability.activated(cost(null, tapSelf), "Goblin Artillery deals 2 damage to any target and 3 damage to you.", {
      targets: [target.any()],
      effects: [effect.dealDamage(2), effect.damagePlayers(3, { you: true })],
    }),
  ],
});
