import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Rule of Law",
  abilities: [ability.static("Each player can't cast more than one spell each turn.", { kind: "cantCast", who: "any", spells: {}, morePerTurnThan: 1 })],
});
