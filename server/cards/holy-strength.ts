import { ability, card, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Holy Strength",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [ability.enchantedGets(1, 2)],
});
