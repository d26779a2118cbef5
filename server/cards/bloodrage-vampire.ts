import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Bloodrage Vampire",
  keywords: [{ bloodthirst: 1 }],
});
