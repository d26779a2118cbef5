import { ability, card, cost } from "../card-language/card-dsl.ts";

export default card({
  name: "Rhox",
  abilities: [
    ability.static("You may have Rhox assign its combat damage as though it weren't blocked.", { kind: "mayAssignAsThoughUnblocked" }),
    ability.regenerate(cost("{2}{G}"), "Rhox"),
  ],
});
