import { card, each, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Chandra's Fury",
  spell: {
    targets: [target.playerOrPlaneswalker()],
    effects: [effect.dealDamage(4), effect.dealDamageToEach(1, each({ types: ["Creature"] }, { playerOrControllerOfTarget: 0 }))],
  },
});
