import { card, landThatBecomesACreature } from "../card-language/card-dsl.ts";

export default card({
  name: "Ghitu Encampment",
  abilities: landThatBecomesACreature(
    "Ghitu Encampment",
    "R",
    { cost: "{1}{R}", text: "Ghitu Encampment becomes a 2/1 red Warrior creature with first strike until end of turn. It's still a land." },
    { subtypes: ["Warrior"], pt: [2, 1], colors: ["R"], keywords: ["First strike"] },
  ),
});
