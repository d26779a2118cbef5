import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Severed Legion",
  keywords: ["Fear"],
});
