import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Dauthi Marauder",
  keywords: ["Shadow"],
});
