import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Benalish Cavalry",
  keywords: ["Flanking"],
});
