import { ability, affects, card, effect, modify, target } from "../card-language/card-dsl.ts";

const ping = ability.triggered(
  "Whenever this creature attacks, it deals 1 damage to any target.",
  { on: "combatRole", what: "self", roles: ["attacks"] },
  { targets: [target.any()], effects: [effect.dealDamage(1)] },
);

export default card({
  name: "Thorncaster Sliver",
  abilities: [
    ability.continuous(
      'Sliver creatures you control have "Whenever this creature attacks, it deals 1 damage to any target."',
      affects.permanents({ types: ["Creature"], subtypes: ["Sliver"], controller: "you" }),
      modify.addAbilities(ping),
    ),
  ],
});
