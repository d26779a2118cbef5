import { card } from "../card-language/card-dsl.ts";

// 707.3's example of a creature without morph.
export default card({
  name: "Wandering Ones",
});
