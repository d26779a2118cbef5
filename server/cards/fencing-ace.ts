import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Fencing Ace",
  cost: "{1}{W}",
  types: ["Creature"],
  subtypes: ["Human", "Soldier"],
  pt: [1, 1],
  keywords: ["Double strike"],
  text: "Double strike",
});
