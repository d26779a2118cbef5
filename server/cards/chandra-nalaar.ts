import { ability, card, each, effect, target, X } from "../card-language/card-dsl.ts";

export default card({
  name: "Chandra Nalaar",
  abilities: [
    ability.loyalty(1, "Chandra Nalaar deals 1 damage to target player or planeswalker.", {
      targets: [target.playerOrPlaneswalker()],
      effects: [effect.dealDamage(1)],
    }),
    ability.loyalty("-X", "Chandra Nalaar deals X damage to target creature.", { targets: [target.creature()], effects: [effect.dealDamage(X)] }),
    ability.loyalty(
      -8,
      "Chandra Nalaar deals 10 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.",
      {
        targets: [target.playerOrPlaneswalker()],
        effects: [effect.dealDamage(10), effect.dealDamageToEach(10, each({ types: ["Creature"] }, { playerOrControllerOfTarget: 0 }))],
      },
    ),
  ],
});
