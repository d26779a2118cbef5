import { parseManaCost } from "../../shared/mana.ts";
import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Lodestone Golem",
  abilities: [
    ability.static("Nonartifact spells cost {1} more to cast.", {
      kind: "costIncrease",
      spells: { notTypes: ["Artifact"] },
      caster: "any",
      amount: parseManaCost("{1}"),
    }),
  ],
});
