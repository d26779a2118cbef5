import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Vampire Nighthawk",
  keywords: ["Flying", "Deathtouch", "Lifelink"],
});
