import { ability, card, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Holy Strength",
  cost: "{W}",
  types: ["Enchantment"],
  subtypes: ["Aura"],
  text: "Enchant creature\nEnchanted creature gets +1/+2.",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [ability.enchantedGets(1, 2)],
});
