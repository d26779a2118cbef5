import { ability, card, cost } from "../card-language/card-dsl.ts";

// 701.19a: each activation makes one regeneration shield, used by the next destruction this turn.
export default card({
  name: "Drudge Skeletons",
  abilities: [ability.regenerate(cost("{B}"), "Drudge Skeletons")],
});
