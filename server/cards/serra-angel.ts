import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Serra Angel",
  keywords: ["Flying", "Vigilance"],
});
