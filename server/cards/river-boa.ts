import { ability, card, cost } from "../card-language/card-dsl.ts";

export default card({
  name: "River Boa",
  keywords: ["Islandwalk"],
  abilities: [ability.regenerate(cost("{G}"), "River Boa")],
});
