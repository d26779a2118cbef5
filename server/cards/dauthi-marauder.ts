import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Dauthi Marauder",
  cost: "{2}{B}",
  types: ["Creature"],
  subtypes: ["Dauthi", "Minion"],
  pt: [3, 1],
  keywords: ["Shadow"],
  text: "Shadow",
});
