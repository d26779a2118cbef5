import { parseManaCost } from "../../shared/mana.ts";
import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Thornscape Familiar",
  abilities: [
    ability.static("Red spells and white spells you cast cost {1} less to cast.", {
      kind: "costReduction",
      spells: { colors: ["R", "W"] },
      caster: "you",
      amount: parseManaCost("{1}"),
    }),
  ],
});
