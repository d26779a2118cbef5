import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Sorcerer of the Fang",
  abilities: [
    ability.activated(cost("{5}{B}", tapSelf), "Sorcerer of the Fang deals 2 damage to target opponent or planeswalker.", {
      targets: [target.opponentOrPlaneswalker()],
      effects: [effect.dealDamage(2)],
    }),
  ],
});
