import { ability, affects, card, cost, effect, modify, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Arcane Teachings",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.continuous(
      'Enchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to any target."',
      affects.attached,
      modify.powerToughness(2, 2),
      modify.addAbilities(
        ability.activated(cost(null, tapSelf), "This creature deals 1 damage to any target.", { targets: [target.any()], effects: [effect.dealDamage(1)] }),
      ),
    ),
  ],
});
