import { parseManaCost } from "../../shared/mana.ts";
import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Rimeshield Frost Giant",
  keywords: [{ ward: parseManaCost("{3}") }],
});
