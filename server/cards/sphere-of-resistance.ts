import { parseManaCost } from "../../shared/mana.ts";
import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Sphere of Resistance",
  abilities: [ability.static("Spells cost {1} more to cast.", { kind: "costIncrease", spells: {}, caster: "any", amount: parseManaCost("{1}") })],
});
