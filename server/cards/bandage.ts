import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Bandage",
  spell: { targets: [target.any()], effects: [effect.preventNextDamage(1), effect.drawCards(1)] },
});
