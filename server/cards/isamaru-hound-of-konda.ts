import { card } from "../card-language/card-dsl.ts";

// Legendary: a second one under the same player's control triggers the legend rule (704.5j).
export default card({
  name: "Isamaru, Hound of Konda",
});
