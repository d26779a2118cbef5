import { card } from "../card-language/card-dsl.ts";

// 702.73a: changeling, a characteristic-defining ability: every creature type.
export default card({
  name: "Woodland Changeling",
  keywords: ["Changeling"],
});
