import { card } from "../card-language/card-dsl.ts";

// 702.73a: changeling, a characteristic-defining ability: every creature type.
export default card({
  name: "Woodland Changeling",
  cost: "{1}{G}",
  types: ["Creature"],
  subtypes: ["Shapeshifter"],
  pt: [2, 2],
  keywords: ["Changeling"],
  text: "Changeling (This card is every creature type.)",
});
