import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Steel Golem",
  abilities: [ability.static("You can't cast creature spells.", { kind: "cantCast", who: "you", spells: { types: ["Creature"] } })],
});
