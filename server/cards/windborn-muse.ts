import { parseManaCost } from "../../shared/mana.ts";
import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Windborn Muse",
  keywords: ["Flying"],
  abilities: [
    ability.static("Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.", {
      kind: "costToAttackYou",
      mana: parseManaCost("{2}"),
    }),
  ],
});
