import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Dread Warlock",
  cost: "{1}{B}{B}",
  types: ["Creature"],
  subtypes: ["Human", "Wizard", "Warlock"],
  pt: [2, 2],
  text: "Dread Warlock can't be blocked except by black creatures.",
  abilities: [ability.blockableOnlyBy("Dread Warlock can't be blocked except by black creatures.", { colors: ["B"] })],
});
