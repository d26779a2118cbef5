import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Radiating Lightning",
  spell: {
    targets: [target.player()],
    effects: [effect.dealDamage(3), effect.dealDamageToEach(1, { each: { types: ["Creature"] }, controlledBy: { target: 0 } })],
  },
});
