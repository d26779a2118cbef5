import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Aven Squire",
  keywords: ["Flying", "Exalted"],
});
