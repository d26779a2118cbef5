import { parseManaCost } from "../../shared/mana.ts";
import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Thalia, Guardian of Thraben",
  cost: "{1}{W}",
  supertypes: ["Legendary"],
  types: ["Creature"],
  subtypes: ["Human", "Soldier"],
  pt: [2, 1],
  keywords: ["First strike"],
  text: "First strike\nNoncreature spells cost {1} more to cast.",
  abilities: [
    ability.static("Noncreature spells cost {1} more to cast.", {
      kind: "costIncrease",
      spells: { notTypes: ["Creature"] },
      caster: "any",
      amount: parseManaCost("{1}"),
    }),
  ],
});
