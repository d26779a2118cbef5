import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Boggart Brute",
  cost: "{2}{R}",
  types: ["Creature"],
  subtypes: ["Goblin", "Warrior"],
  pt: [3, 2],
  keywords: ["Menace"],
  text: "Menace",
});
