import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Black Knight",
  cost: "{B}{B}",
  types: ["Creature"],
  subtypes: ["Human", "Knight"],
  pt: [2, 2],
  keywords: ["First strike", { protectionFrom: "W" }],
  text: "First strike, protection from white",
});
