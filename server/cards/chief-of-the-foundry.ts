import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Chief of the Foundry",
  abilities: [
    ability.continuous(
      "Other artifact creatures you control get +1/+1.",
      affects.permanents({ types: ["Creature"], controller: "you", anyOf: [{ types: ["Artifact"] }] }, true),
      modify.powerToughness(1, 1),
    ),
  ],
});
