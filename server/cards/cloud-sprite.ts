import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Cloud Sprite",
  keywords: ["Flying"],
  abilities: [ability.canBlockOnly("Cloud Sprite can block only creatures with flying.", { keywords: ["Flying"] })],
});
