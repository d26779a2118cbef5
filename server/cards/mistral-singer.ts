import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Mistral Singer",
  keywords: ["Flying", "Prowess"],
});
