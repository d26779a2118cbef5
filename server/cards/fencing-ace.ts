import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Fencing Ace",
  keywords: ["Double strike"],
});
