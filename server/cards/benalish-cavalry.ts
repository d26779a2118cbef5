import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Benalish Cavalry",
  cost: "{1}{W}",
  types: ["Creature"],
  subtypes: ["Human", "Knight"],
  pt: [2, 2],
  keywords: ["Flanking"],
  text: "Flanking",
});
