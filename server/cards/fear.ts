import { ability, affects, card, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Fear",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [ability.continuous("Enchanted creature has fear.", affects.attached, modify.addKeywords("Fear"))],
});
