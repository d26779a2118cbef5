import { parseManaCost } from "../../shared/mana.ts";
import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Helm of Awakening",
  abilities: [ability.static("Spells cost {1} less to cast.", { kind: "costReduction", spells: {}, caster: "any", amount: parseManaCost("{1}") })],
});
