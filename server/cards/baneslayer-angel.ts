import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Baneslayer Angel",
  keywords: ["Flying", "First strike", "Lifelink", { protectionFrom: { subtype: "Demon" } }, { protectionFrom: { subtype: "Dragon" } }],
});
