import { ability, affects, card, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Ensoul Artifact",
  enchant: { ...target.permanent({ types: ["Artifact"] }, "target artifact"), text: "enchant artifact" },
  abilities: [
    ability.continuous(
      "Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.",
      affects.attached,
      modify.addTypes(["Creature"]),
      modify.setPowerToughness(5, 5),
    ),
  ],
});
