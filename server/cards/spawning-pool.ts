import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Spawning Pool",
  abilities: [
    ability.entersTapped("Spawning Pool"),
    ability.mana(cost(null, tapSelf), "B"),
    ability.activated(
      cost("{1}{B}"),
      'Spawning Pool becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature" until end of turn. It\'s still a land.',
      {
        effects: [
          effect.becomesCreatureUntilEndOfTurn({
            subtypes: ["Skeleton"],
            pt: [1, 1],
            colors: ["B"],
            abilities: [ability.regenerate(cost("{B}"), "this creature")],
          }),
        ],
      },
    ),
  ],
});
