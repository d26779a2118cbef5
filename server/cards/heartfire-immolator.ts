import { ability, card, cost, effect, sacrificeSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Heartfire Immolator",
  keywords: ["Prowess"],
  abilities: [
    ability.activated(cost("{R}", sacrificeSelf), "It deals damage equal to its power to target creature or planeswalker.", {
      targets: [target.creatureOrPlaneswalker()],
      effects: [effect.dealDamage({ sacrificedPower: true })],
    }),
  ],
});
