import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Forbidding Watchtower",
  abilities: [
    ability.entersTapped("Forbidding Watchtower"),
    ability.mana(cost(null, tapSelf), "W"),
    ability.activated(cost("{1}{W}"), "Forbidding Watchtower becomes a 1/5 white Soldier creature until end of turn. It's still a land.", {
      effects: [effect.becomesCreatureUntilEndOfTurn({ subtypes: ["Soldier"], pt: [1, 5], colors: ["W"] })],
    }),
  ],
});
