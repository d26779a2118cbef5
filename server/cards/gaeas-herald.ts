import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Gaea's Herald",
  abilities: [ability.static("Creature spells can't be countered.", { kind: "spellsCantBeCountered", spells: { types: ["Creature"] } })],
});
