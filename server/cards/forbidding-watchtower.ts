import { card, landThatBecomesACreature } from "../card-language/card-dsl.ts";

export default card({
  name: "Forbidding Watchtower",
  abilities: landThatBecomesACreature(
    "Forbidding Watchtower",
    "W",
    { cost: "{1}{W}", text: "Forbidding Watchtower becomes a 1/5 white Soldier creature until end of turn. It's still a land." },
    { subtypes: ["Soldier"], pt: [1, 5], colors: ["W"] },
  ),
});
