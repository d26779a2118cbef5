import { ability, affects, card, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Indestructibility",
  enchant: { ...target.permanent(), text: "enchant permanent" },
  abilities: [ability.continuous("Enchanted permanent has indestructible.", affects.attached, modify.addKeywords("Indestructible"))],
});
