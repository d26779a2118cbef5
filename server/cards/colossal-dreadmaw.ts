import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Colossal Dreadmaw",
  cost: "{4}{G}{G}",
  types: ["Creature"],
  subtypes: ["Dinosaur"],
  pt: [6, 6],
  keywords: ["Trample"],
  text: "Trample",
});
