import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "True Believer",
  abilities: [ability.static("You have shroud.", { kind: "controllerHas", keyword: "Shroud" })],
});
