import { parseManaCost } from "../../shared/mana.ts";
import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Avatar of Might",
  keywords: ["Trample"],
  abilities: [
    ability.static("If an opponent controls at least four more creatures than you, this spell costs {6} less to cast.", {
      kind: "costsLessIfOpponentHasMoreCreatures",
      atLeastMore: 4,
      amount: parseManaCost("{6}"),
    }),
  ],
});
