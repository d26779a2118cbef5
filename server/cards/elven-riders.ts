import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Elven Riders",
  abilities: [
    ability.blockableOnlyBy("Elven Riders can't be blocked except by Walls and/or creatures with flying.", {
      anyOf: [{ subtypes: ["Wall"] }, { keywords: ["Flying"] }],
    }),
  ],
});
