import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "High Ground",
  abilities: [
    ability.static("Each creature you control can block an additional creature each combat.", {
      kind: "canBlockAdditional",
      creatures: { types: ["Creature"], controller: "you" },
      additional: 1,
    }),
  ],
});
