import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Great Sable Stag",
  keywords: [{ protectionFrom: "U" }, { protectionFrom: "B" }],
  abilities: [ability.cantBeCountered()],
});
