import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Raging Goblin",
  keywords: ["Haste"],
});
