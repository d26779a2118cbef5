import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Severed Legion",
  cost: "{1}{B}{B}",
  types: ["Creature"],
  subtypes: ["Zombie"],
  pt: [2, 2],
  keywords: ["Fear"],
  text: "Fear",
});
