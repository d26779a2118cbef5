import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Black Knight",
  keywords: ["First strike", { protectionFrom: "W" }],
});
