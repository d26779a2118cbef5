import { parseManaCost } from "../../shared/mana.ts";
import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Rimeshield Frost Giant",
  cost: "{3}{U}{U}",
  types: ["Creature"],
  subtypes: ["Giant", "Warrior"],
  pt: [4, 5],
  keywords: [{ ward: parseManaCost("{3}") }],
  text: "Ward {3}",
});
