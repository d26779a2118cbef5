import { ability, card, cost } from "../card-language/card-dsl.ts";

export default card({
  name: "River Boa",
  cost: "{1}{G}",
  types: ["Creature"],
  subtypes: ["Snake"],
  pt: [2, 1],
  text: "Islandwalk (This creature can't be blocked as long as defending player controls an Island.)\n{G}: Regenerate River Boa.",
  keywords: ["Islandwalk"],
  abilities: [ability.regenerate(cost("{G}"), "River Boa")],
});
