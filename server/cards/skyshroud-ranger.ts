import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

// Putting a land onto the battlefield isn't playing it (305.4): it doesn't count toward the land played this turn.
export default card({
  name: "Skyshroud Ranger",
  abilities: [
    ability.activated(cost(null, tapSelf), "You may put a land card from your hand onto the battlefield. Activate only as a sorcery.", {
      effects: [effect.putFromHand({ you: true }, "a land card", { types: ["Land"] })],
      sorcerySpeed: true,
    }),
  ],
});
