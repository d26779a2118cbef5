import { parseManaCost } from "../../shared/mana.ts";
import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Thunderscape Familiar",
  keywords: ["First strike"],
  abilities: [
    ability.static("Black spells and green spells you cast cost {1} less to cast.", {
      kind: "costReduction",
      spells: { colors: ["B", "G"] },
      caster: "you",
      amount: parseManaCost("{1}"),
    }),
  ],
});
