import { ability, card, effect, target } from "../card-language/card-dsl.ts";

// "You" is Spirit Link's controller, whoever controls the creature.
export default card({
  name: "Spirit Link",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.triggered(
      "Whenever enchanted creature deals damage, you gain that much life.",
      { on: "dealsDamage", what: "attached" },
      { effects: [effect.gainLife({ eventAmount: true }, { you: true })] },
    ),
  ],
});
