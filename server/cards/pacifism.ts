import { ability, card, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Pacifism",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [ability.enchantedCantAttackOrBlock()],
});
