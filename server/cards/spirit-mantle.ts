import { ability, affects, card, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Spirit Mantle",
  cost: "{1}{W}",
  types: ["Enchantment"],
  subtypes: ["Aura"],
  text: "Enchant creature\nEnchanted creature gets +1/+1 and has protection from creatures.",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.continuous(
      "Enchanted creature gets +1/+1 and has protection from creatures.",
      affects.attached,
      modify.powerToughness(1, 1),
      modify.addKeywords({ protectionFrom: "Creature" }),
    ),
  ],
});
