import { ability, affects, card, cost, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Trollhide",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.continuous(
      'Enchanted creature gets +2/+2 and has "{1}{G}: Regenerate this creature." (The next time the creature would be destroyed this turn, it isn\'t. Instead tap it, remove all damage from it, and remove it from combat.)',
      affects.attached,
      modify.powerToughness(2, 2),
      modify.addAbilities(ability.regenerate(cost("{1}{G}"), "this creature")),
    ),
  ],
});
