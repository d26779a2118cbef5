import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Cloud Sprite",
  cost: "{U}",
  types: ["Creature"],
  subtypes: ["Faerie"],
  pt: [1, 1],
  keywords: ["Flying"],
  text: "Flying\nCloud Sprite can block only creatures with flying.",
  abilities: [ability.canBlockOnly("Cloud Sprite can block only creatures with flying.", { keywords: ["Flying"] })],
});
