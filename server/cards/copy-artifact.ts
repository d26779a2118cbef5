import { ability, card, modify } from "../card-language/card-dsl.ts";

// 707.9b: "an enchantment in addition to its other types" is part of the copiable values it gets.
export default card({
  name: "Copy Artifact",
  abilities: [
    ability.entersAsCopy(
      "You may have Copy Artifact enter the battlefield as a copy of any artifact on the battlefield, except it's an enchantment in addition to its other types.",
      { types: ["Artifact"] },
      modify.addTypes(["Enchantment"]),
    ),
  ],
});
