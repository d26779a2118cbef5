import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Ghitu Encampment",
  abilities: [
    ability.entersTapped("Ghitu Encampment"),
    ability.mana(cost(null, tapSelf), "R"),
    ability.activated(cost("{1}{R}"), "Ghitu Encampment becomes a 2/1 red Warrior creature with first strike until end of turn. It's still a land.", {
      effects: [effect.becomesCreatureUntilEndOfTurn({ subtypes: ["Warrior"], pt: [2, 1], colors: ["R"], keywords: ["First strike"] })],
    }),
  ],
});
