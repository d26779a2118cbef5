import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Gladecover Scout",
  cost: "{G}",
  types: ["Creature"],
  subtypes: ["Elf", "Scout"],
  pt: [1, 1],
  keywords: ["Hexproof"],
  text: "Hexproof",
});
