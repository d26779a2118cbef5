import { parseManaCost } from "../../shared/mana.ts";
import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Vryn Wingmare",
  keywords: ["Flying"],
  abilities: [
    ability.static("Noncreature spells cost {1} more to cast.", {
      kind: "costIncrease",
      spells: { notTypes: ["Creature"] },
      caster: "any",
      amount: parseManaCost("{1}"),
    }),
  ],
});
