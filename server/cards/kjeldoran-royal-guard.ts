import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

// 614.9: the redirection lasts the turn; it does nothing once the Guard has left the battlefield.
export default card({
  name: "Kjeldoran Royal Guard",
  abilities: [
    ability.activated(
      cost(null, tapSelf),
      "All combat damage that would be dealt to you by unblocked creatures this turn is dealt to Kjeldoran Royal Guard instead.",
      {
        effects: [effect.redirectCombatDamageFromUnblockedToSource()],
      },
    ),
  ],
});
