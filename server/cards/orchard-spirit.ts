import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Orchard Spirit",
  abilities: [ability.blockableOnlyBy("Orchard Spirit can't be blocked except by creatures with flying or reach.", { keywords: ["Flying", "Reach"] })],
});
