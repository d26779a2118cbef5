import { parseManaCost } from "../../shared/mana.ts";
import { card } from "../card-language/card-dsl.ts";

// 702.37: morph, with a morph cost other than its mana cost (707.3's example).
export default card({
  name: "Branchsnap Lorian",
  cost: "{1}{G}{G}",
  types: ["Creature"],
  subtypes: ["Beast"],
  pt: [4, 1],
  text: "Trample\nMorph {G} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)",
  keywords: ["Trample", { morph: parseManaCost("{G}") }],
});
