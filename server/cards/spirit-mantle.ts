import { ability, affects, card, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Spirit Mantle",
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
