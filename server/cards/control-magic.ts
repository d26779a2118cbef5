import { ability, affects, card, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Control Magic",
  cost: "{2}{U}{U}",
  types: ["Enchantment"],
  subtypes: ["Aura"],
  text: "Enchant creature\nYou control enchanted creature.",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [ability.continuous("You control enchanted creature.", affects.attached, modify.control())],
});
