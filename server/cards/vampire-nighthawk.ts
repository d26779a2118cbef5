import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Vampire Nighthawk",
  cost: "{1}{B}{B}",
  types: ["Creature"],
  subtypes: ["Vampire", "Shaman"],
  pt: [2, 3],
  keywords: ["Flying", "Deathtouch", "Lifelink"],
  text: "Flying, deathtouch, lifelink",
});
