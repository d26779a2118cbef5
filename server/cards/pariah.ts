import { ability, card, target } from "../card-language/card-dsl.ts";

// 614.9: a redirection effect; it does nothing while the enchanted permanent isn't a creature or planeswalker.
export default card({
  name: "Pariah",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.replacement("All damage that would be dealt to you is dealt to enchanted creature instead.", {
      kind: "redirectDamage",
      damage: { to: "you" },
      to: "attached",
    }),
  ],
});
