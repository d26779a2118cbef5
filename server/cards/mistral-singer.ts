import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Mistral Singer",
  cost: "{2}{U}",
  types: ["Creature"],
  subtypes: ["Siren"],
  pt: [2, 2],
  keywords: ["Flying", "Prowess"],
  text: "Flying\nProwess",
});
