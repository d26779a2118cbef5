import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Upwelling",
  abilities: [ability.static("Players don't lose unspent mana as steps and phases end.", { kind: "manaDoesntEmpty" })],
});
