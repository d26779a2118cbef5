import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Bloodrage Vampire",
  cost: "{2}{B}",
  types: ["Creature"],
  subtypes: ["Vampire"],
  pt: [3, 1],
  keywords: [{ bloodthirst: 1 }],
  text: "Bloodthirst 1",
});
