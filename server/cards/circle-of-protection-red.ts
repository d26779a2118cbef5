import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

// 609.7a: the source is chosen as the ability resolves; 615.8: only the next time it would deal damage to you;
// 615.9: it must still be red when it would.
export default card({
  name: "Circle of Protection: Red",
  abilities: [
    ability.activated(cost("{1}"), "The next time a red source of your choice would deal damage to you this turn, prevent that damage.", {
      effects: [effect.preventNextDamageFromChosenSource({ colors: ["R"] })],
    }),
  ],
});
