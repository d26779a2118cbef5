import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Leafkin Avenger",
  abilities: [
    ability.manaPerPermanent(cost(null, tapSelf), "G", "creature with power 4 or greater", { types: ["Creature"], minPower: 4 }),
    ability.activated(cost("{7}{R}"), "Leafkin Avenger deals damage equal to its power to target player or planeswalker.", {
      targets: [target.playerOrPlaneswalker()],
      effects: [effect.dealDamage({ sourcePower: true })],
    }),
  ],
});
