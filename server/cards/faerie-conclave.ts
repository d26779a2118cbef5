import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

// A land that becomes a creature until end of turn (205.1b: it's still a land; 302.6: it can't attack or use {T}
// abilities unless its controller has controlled it continuously since the turn began).
export default card({
  name: "Faerie Conclave",
  abilities: [
    ability.entersTapped("Faerie Conclave"),
    ability.mana(cost(null, tapSelf), "U"),
    ability.activated(cost("{1}{U}"), "Faerie Conclave becomes a 2/1 blue Faerie creature with flying until end of turn. It's still a land.", {
      effects: [effect.becomesCreatureUntilEndOfTurn({ subtypes: ["Faerie"], pt: [2, 1], colors: ["U"], keywords: ["Flying"] })],
    }),
  ],
});
