import { parseManaCost } from "../../shared/mana.ts";
import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Warden of Evos Isle",
  keywords: ["Flying"],
  abilities: [
    ability.static("Creature spells with flying you cast cost {1} less to cast.", {
      kind: "costReduction",
      spells: { types: ["Creature"], keywords: ["Flying"] },
      caster: "you",
      amount: parseManaCost("{1}"),
    }),
  ],
});
