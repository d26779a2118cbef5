import { ability, card, cost, each, effect, sacrificeSelf } from "../card-language/card-dsl.ts";

// The sacrificed Colossus deals the damage as it last existed on the battlefield (113.7a).
export default card({
  name: "Bloodfire Colossus",
  abilities: [
    ability.activated(cost("{R}", sacrificeSelf), "It deals 6 damage to each creature and each player.", {
      effects: [effect.dealDamageToEach(6, each({ types: ["Creature"] })), effect.damagePlayers(6, { each: true })],
    }),
  ],
});
