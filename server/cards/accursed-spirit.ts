import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Accursed Spirit",
  cost: "{3}{B}",
  types: ["Creature"],
  subtypes: ["Spirit"],
  pt: [3, 2],
  keywords: ["Intimidate"],
  text: "Intimidate",
});
