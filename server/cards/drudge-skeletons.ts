import { ability, card, cost } from "../card-language/card-dsl.ts";

// 701.19a: each activation makes one regeneration shield, used by the next destruction this turn.
export default card({
  name: "Drudge Skeletons",
  cost: "{1}{B}",
  types: ["Creature"],
  subtypes: ["Skeleton"],
  pt: [1, 1],
  text: "{B}: Regenerate Drudge Skeletons. (The next time this creature would be destroyed this turn, it isn't. Instead tap it, remove all damage from it, and remove it from combat.)",
  abilities: [ability.regenerate(cost("{B}"), "Drudge Skeletons")],
});
