import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Rusted Sentinel",
  abilities: [ability.entersTapped("Rusted Sentinel")],
});
