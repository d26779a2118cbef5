import { ability, card, each, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Chandra, Flame's Fury",
  abilities: [
    ability.loyalty(1, "Chandra, Flame's Fury deals 2 damage to any target.", { targets: [target.any()], effects: [effect.dealDamage(2)] }),
    ability.loyalty(-2, "Chandra, Flame's Fury deals 4 damage to target creature and 2 damage to that creature's controller.", {
      targets: [target.creature()],
      effects: [effect.dealDamage(4), effect.damagePlayers(2, { controllerOfTarget: 0 })],
    }),
    ability.loyalty(-8, "Chandra, Flame's Fury deals 10 damage to target player and each creature that player controls.", {
      targets: [target.player()],
      effects: [effect.dealDamage(10), effect.dealDamageToEach(10, each({ types: ["Creature"] }, { target: 0 }))],
    }),
  ],
});
