import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Palace Guard",
  abilities: [ability.static("Palace Guard can block any number of creatures.", { kind: "canBlockAdditional", creatures: "self", additional: "any" })],
});
