import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Serra Angel",
  cost: "{3}{W}{W}",
  types: ["Creature"],
  subtypes: ["Angel"],
  pt: [4, 4],
  keywords: ["Flying", "Vigilance"],
  text: "Flying, vigilance",
});
