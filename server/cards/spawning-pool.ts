import { ability, card, cost, landThatBecomesACreature } from "../card-language/card-dsl.ts";

export default card({
  name: "Spawning Pool",
  abilities: landThatBecomesACreature(
    "Spawning Pool",
    "B",
    {
      cost: "{1}{B}",
      text: 'Spawning Pool becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature" until end of turn. It\'s still a land.',
    },
    { subtypes: ["Skeleton"], pt: [1, 1], colors: ["B"], abilities: [ability.regenerate(cost("{B}"), "this creature")] },
  ),
});
