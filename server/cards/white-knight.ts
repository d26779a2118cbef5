import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "White Knight",
  keywords: ["First strike", { protectionFrom: "B" }],
});
