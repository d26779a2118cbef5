import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Aven Squire",
  cost: "{1}{W}",
  types: ["Creature"],
  subtypes: ["Bird", "Soldier"],
  pt: [1, 1],
  keywords: ["Flying", "Exalted"],
  text: "Flying\nExalted",
});
