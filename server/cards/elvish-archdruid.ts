import { ability, affects, card, cost, modify, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Elvish Archdruid",
  abilities: [
    ability.continuous(
      "Other Elf creatures you control get +1/+1.",
      affects.permanents({ types: ["Creature"], subtypes: ["Elf"], controller: "you" }, true),
      modify.powerToughness(1, 1),
    ),
    // 605.1a: still a mana ability, whose amount is counted as it resolves.
    ability.manaPerPermanent(cost(null, tapSelf), "G", "Elf", { subtypes: ["Elf"] }),
  ],
});
