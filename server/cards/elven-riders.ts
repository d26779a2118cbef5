import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Elven Riders",
  cost: "{3}{G}{G}",
  types: ["Creature"],
  subtypes: ["Elf"],
  pt: [3, 3],
  text: "Elven Riders can't be blocked except by Walls and/or creatures with flying.",
  abilities: [
    ability.blockableOnlyBy("Elven Riders can't be blocked except by Walls and/or creatures with flying.", {
      anyOf: [{ subtypes: ["Wall"] }, { keywords: ["Flying"] }],
    }),
  ],
});
