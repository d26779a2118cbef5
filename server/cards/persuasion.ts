import { ability, affects, card, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Persuasion",
  cost: "{3}{U}{U}",
  types: ["Enchantment"],
  subtypes: ["Aura"],
  text: "Enchant creature (Target a creature as you cast this. This card enters the battlefield attached to that creature.)\nYou control enchanted creature.",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [ability.continuous("You control enchanted creature.", affects.attached, modify.control())],
});
