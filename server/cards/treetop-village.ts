import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Treetop Village",
  abilities: [
    ability.entersTapped("Treetop Village"),
    ability.mana(cost(null, tapSelf), "G"),
    ability.activated(cost("{1}{G}"), "Treetop Village becomes a 3/3 green Ape creature with trample until end of turn. It's still a land.", {
      effects: [effect.becomesCreatureUntilEndOfTurn({ subtypes: ["Ape"], pt: [3, 3], colors: ["G"], keywords: ["Trample"] })],
    }),
  ],
});
