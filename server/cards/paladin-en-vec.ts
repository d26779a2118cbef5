import { card } from "../card-language/card-dsl.ts";

// "Protection from black and from red" is two instances of protection (702.16g), one per color.
export default card({
  name: "Paladin en-Vec",
  keywords: ["First strike", { protectionFrom: "B" }, { protectionFrom: "R" }],
});
