import { parseManaCost } from "../../shared/mana.ts";
import { card } from "../card-language/card-dsl.ts";

// 702.37: morph, with a morph cost other than its mana cost (707.3's example).
export default card({
  name: "Branchsnap Lorian",
  keywords: ["Trample", { morph: parseManaCost("{G}") }],
});
