import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Raging Goblin",
  cost: "{R}",
  types: ["Creature"],
  subtypes: ["Goblin", "Berserker"],
  pt: [1, 1],
  keywords: ["Haste"],
  text: "Haste",
});
