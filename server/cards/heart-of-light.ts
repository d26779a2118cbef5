import { ability, card, target } from "../card-language/card-dsl.ts";

// 615.1a: one prevention effect watching both the damage dealt to the creature and the damage it deals.
export default card({
  name: "Heart of Light",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.replacement("Prevent all damage that would be dealt to and dealt by enchanted creature.", {
      kind: "preventDamage",
      damage: { anyOf: [{ to: "attached" }, { from: "attached" }] },
      amount: "all",
    }),
  ],
});
