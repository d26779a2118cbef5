import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Goblin Piker",
  cost: "{1}{R}",
  types: ["Creature"],
  subtypes: ["Goblin", "Warrior"],
  pt: [2, 1],
  text: "Goblin Piker can't block.",
  abilities: [ability.cantBlock("Goblin Piker can't block.")],
});
