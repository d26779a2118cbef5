import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "White Knight",
  cost: "{W}{W}",
  types: ["Creature"],
  subtypes: ["Human", "Knight"],
  pt: [2, 2],
  keywords: ["First strike", { protectionFrom: "B" }],
  text: "First strike, protection from black",
});
