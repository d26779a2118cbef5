import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

// X is counted as the ability resolves, Krenko itself among the Goblins.
export default card({
  name: "Krenko, Mob Boss",
  abilities: [
    ability.activated(cost(null, tapSelf), "Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control.", {
      effects: [effect.createTokens({ count: { subtypes: ["Goblin"], controller: "you" } }, "Goblin Token")],
    }),
  ],
});
