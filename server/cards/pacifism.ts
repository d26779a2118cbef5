import { ability, card, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Pacifism",
  cost: "{1}{W}",
  types: ["Enchantment"],
  subtypes: ["Aura"],
  text: "Enchant creature\nEnchanted creature can't attack or block.",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [ability.enchantedCantAttackOrBlock()],
});
