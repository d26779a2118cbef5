import { ability, affects, card, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Dub",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.continuous(
      "Enchanted creature gets +2/+2, has first strike, and is a Knight in addition to its other types. (It deals combat damage before creatures without first strike.)",
      affects.attached,
      modify.powerToughness(2, 2),
      modify.addKeywords("First strike"),
      modify.addTypes([], ["Knight"]),
    ),
  ],
});
